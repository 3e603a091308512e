import type { AreaPages } from '../../resources/page-props';
import { AnswerSheetPage } from './answer-sheet-page';
import { ExamHomePage } from './exam-home-page';
import { ExamListPage, OfflineExamListPage, OfflinePracticeListPage, PracticeListPage } from './exam-list-page';
import { PracticeRecordsPage } from './practice-records-page';
import { QuestionBookPage } from './question-book-page';

/**
 * The student's exam screens (/exam-stu/*). 线下练习 lists the offline exams the teacher marked as
 * practices (`exams.offline_practice`); 线下考试 the others.
 */
export const examStuPages: AreaPages = {
  'examstu-index': ExamHomePage,
  'exam-list': ExamListPage,
  'practice-list': PracticeListPage,
  'exam-offlist': OfflineExamListPage,
  'practice-offlist': OfflinePracticeListPage,
  'new-exam-v2': AnswerSheetPage,
  'new-exam': AnswerSheetPage,
  'new-practice': AnswerSheetPage,
  'practice-stu': AnswerSheetPage,
  'score-detail': AnswerSheetPage,
  'question-book': QuestionBookPage,
  'practice-record1': PracticeRecordsPage,
  'practice-record': PracticeRecordsPage,
};
