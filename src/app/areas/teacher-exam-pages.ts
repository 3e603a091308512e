import type { AreaPages } from '../../resources/page-props';
import { examBankPages } from '../../features/exam-bank/exam-bank-pages';
import { teacherExamPages } from '../../features/exams/exam-pages';

/** Built pages of the teacher exam area's chunk (/exam/*), by route name. */
export const pages: AreaPages = {
  ...teacherExamPages,
  ...examBankPages,
};
