import { lazy } from 'react';
import type { AreaPages } from '../../resources/page-props';
import { AdminLoginPage } from '../../features/sign-in/admin-login-page';
import { LoginPage } from '../../features/sign-in/login-page';

// The sign-in screens are the first visit; the home pages (area cards and their icons) load when opened.
const HomePage = lazy(() => import('../../features/portal/home-page').then((m) => ({ default: m.HomePage })));
// The editors carry Monaco, Pyodide's worker and the judge calls: each loads only when opened.
const PythonEditorPage = lazy(() => import('../../features/code-editors/python-editor-page').then((m) => ({ default: m.PythonEditorPage })));
const CppEditorPage = lazy(() => import('../../features/code-editors/cpp-editor-page').then((m) => ({ default: m.CppEditorPage })));
// The course, teaching and exam rooms carry the same editors and runners: each loads only when opened.
const PythonCoursePage = lazy(() => import('../../features/code-editors/lesson-pages').then((m) => ({ default: m.PythonCoursePage })));
const PythonTeachPage = lazy(() => import('../../features/code-editors/lesson-pages').then((m) => ({ default: m.PythonTeachPage })));
const CppTeacherLessonPage = lazy(() => import('../../features/code-editors/lesson-pages').then((m) => ({ default: m.CppTeacherLessonPage })));
const CppStudentLessonPage = lazy(() => import('../../features/code-editors/lesson-pages').then((m) => ({ default: m.CppStudentLessonPage })));
const PythonExamPage = lazy(() => import('../../features/code-editors/python-exam-page').then((m) => ({ default: m.PythonExamPage })));
const LessonVideoPage = lazy(() => import('../../features/code-editors/lesson-video-page').then((m) => ({ default: m.LessonVideoPage })));
// A shared work opens without a session; Pyodide (and Blockly, for block works) load only when a link is followed.
const SharedWorkPage = lazy(() => import('../../features/code-editors/shared-work-page').then((m) => ({ default: m.SharedWorkPage })));
const DownloadPage = lazy(() => import('../../features/school-settings/download-page').then((m) => ({ default: m.DownloadPage })));
// A share link opens without a session: the album viewer loads only when a link is followed.
const ShareLinkPage = lazy(() => import('../../features/library/share-link-page').then((m) => ({ default: m.ShareLinkPage })));
// A student's report and home–school page for parents, opened through the school's links.
const LearningReportPage = lazy(() => import('../../features/learning-report/learning-report-page').then((m) => ({ default: m.LearningReportPage })));
const HomeSchoolConnectionPage = lazy(() => import('../../features/learning-report/home-school-page').then((m) => ({ default: m.HomeSchoolConnectionPage })));
// Contest rankings shared by link (a student's card, a whole board): each loads only when a link is followed.
const MatchRankingCardPage = lazy(() => import('../../features/ranking-share/match-ranking-card-page').then((m) => ({ default: m.MatchRankingCardPage })));
const SharedRankingPage = lazy(() => import('../../features/ranking-share/shared-ranking-page').then((m) => ({ default: m.SharedRankingPage })));
const MobileIndexPage = lazy(() => import('../../features/portal/mobile-index-page').then((m) => ({ default: m.MobileIndexPage })));

/** Built pages of the public chunk, by route name: the public area and the screens anyone may open. */
export const pages: AreaPages = {
  home: HomePage,
  m_index: MobileIndexPage,
  login: LoginPage,
  editor_v2: PythonEditorPage,
  editor: CppEditorPage,
  course_v2: PythonCoursePage,
  teachpy_v2: PythonTeachPage,
  exam_v2: PythonExamPage,
  cpp: CppTeacherLessonPage,
  'cpp-stu': CppStudentLessonPage,
  video: LessonVideoPage,
  MiniWorksDetails: SharedWorkPage,
  // Open to anyone, so it loads with the public pages rather than with the back office.
  'admin-login': AdminLoginPage,
  download: DownloadPage,
  's-link': ShareLinkPage,
  learningReport: LearningReportPage,
  homeSchoolConnection: HomeSchoolConnectionPage,
  MyMatchRanking: MatchRankingCardPage,
  shareRanking: SharedRankingPage,
};
