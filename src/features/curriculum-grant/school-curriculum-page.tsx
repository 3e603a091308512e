import type { PageProps } from '../../resources/page-props';
import { curriculumGrantEntity } from '../../../shared/generated/entities/curriculum-grant.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import { BulkGrantButton } from './bulk-grant-button';

/**
 * 校区课程体系: the curricula authorized to schools. Bulk authorization joins the generic
 * list's header, which brings single grants, filters and bulk removal (deleteBatch on the selected rows).
 */
export function SchoolCurriculumPage({ route }: PageProps) {
  return <EntityListPage entity={curriculumGrantEntity} title={route.title} headerExtra={<BulkGrantButton />} />;
}
