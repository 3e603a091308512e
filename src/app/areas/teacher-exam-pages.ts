import type { AreaPages } from '../../resources/page-props';
import { examBankPages } from '../../features/exam-bank/exam-bank-pages';

/** Built pages of the teacher exam area (/exam/*), by route name. */
export const pages: AreaPages = {
  ...examBankPages,
};
