import { clueEntity } from '../../../shared/generated/entities/clue.gen';
import { clueRecordEntity } from '../../../shared/generated/entities/clue-record.gen';
import type { EntityWebAddon } from '../../resources/entity-addons';
import { EntityListPage } from '../../resources/entity-list-page';

/** A clue's details list its follow-up records; a record moves its clue to 跟进中 with the next date (server/features/clue), so the clue list follows. */
export const clueAddon: EntityWebAddon<'Clue'> = {
  detailExtra: ({ record }) => <EntityListPage entity={clueRecordEntity} title="跟进记录" permanentFilters={{ clueId: record.id }} refreshes={[clueEntity]} />,
};
