import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { EntityListPage } from '../../resources/entity-list-page';
import type { PageProps } from '../../resources/page-props';
import { SchoolProfileForm } from './school-profile-form';

/**
 * 基本信息设置: the school's profile above its calendar (closing days and class days, set in a
 * dialog on the list; a day that is already one kind is refused as the other).
 */
export function BasicSettingsPage({ route }: PageProps) {
  return (
    <>
      <SchoolProfileForm />
      <EntityListPage entity={staffEntities.SchoolCalendarDay} title={`${route.title} · 校历`} createPath={null} />
    </>
  );
}
