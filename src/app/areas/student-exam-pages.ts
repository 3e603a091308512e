import type { AreaPages } from '../../resources/page-props';
import { examStuPages } from '../../features/exam-stu/exam-stu-pages';

/** Built pages of the student exam chunk, by route name. */
export const pages: AreaPages = examStuPages;
