import type { EntityWebAddon } from '../../resources/entity-addons';
import { NoticeReadsPanel } from './notice-reads-panel';

/** A notice's details show who has read it. */
export const systemNoticeAddon: EntityWebAddon<'SystemNotice'> = { detailExtra: NoticeReadsPanel };
