import { schoolBannerEntity } from '../../../shared/generated/entities/school-banner.gen';
import { schoolOfftimeEntity } from '../../../shared/generated/entities/school-offtime.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';
import { CreatePrincipalButton } from './create-principal-button';
import { SchoolPackagePanel } from './school-package-panel';

/** A school's package and its period (eduMeal), its offtime records and its banners, kept from the school's details. */
export const schoolAddon: EntityWebAddon<'School'> = {
  detailExtra: ({ record }) => (
    <>
      <SchoolPackagePanel record={record} />
      <EntityListPage entity={schoolOfftimeEntity} title="停课记录" permanentFilters={{ schoolId: record.id }} />
      <EntityListPage entity={schoolBannerEntity} title="学校轮播图" permanentFilters={{ schoolId: record.id }} />
    </>
  ),
  buttons: { createPrincipal: CreatePrincipalButton },
};
