import type { EntityWebAddon } from '../../resources/entity-addons';
import { PaperQuestionsPanel } from './paper-questions-panel';

/** A paper's details hold its questions with their scores and order. */
export const paperAddon: EntityWebAddon<'Paper'> = { detailExtra: PaperQuestionsPanel };
