import type { AreaPages } from '../../resources/page-props';
import { AnswerSheetPage } from './answer-sheet-page';
import { ExamHomePage } from './exam-home-page';
import { ExamListPage, OfflineExamListPage, PracticeListPage } from './exam-list-page';
import { PracticeRecordsPage } from './practice-records-page';
import { QuestionBookPage } from './question-book-page';

/**
 * The student's exam screens (/exam-stu/*). Offline practices have no kind of their own in the
 * exam tables (offline is one kind), so 线下练习 stays unbuilt.
 */
export const examStuPages: AreaPages = {
  'examstu-index': ExamHomePage,
  'exam-list': ExamListPage,
  'practice-list': PracticeListPage,
  'exam-offlist': OfflineExamListPage,
  'new-exam-v2': AnswerSheetPage,
  'new-exam': AnswerSheetPage,
  'new-practice': AnswerSheetPage,
  'practice-stu': AnswerSheetPage,
  'score-detail': AnswerSheetPage,
  'question-book': QuestionBookPage,
  'practice-record1': PracticeRecordsPage,
  'practice-record': PracticeRecordsPage,
};
