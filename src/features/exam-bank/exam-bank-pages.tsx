import type { ComponentType } from 'react';
import type { AreaPages } from '../../resources/page-props';
import { CreatePaperPage } from './create-paper-page';
import { EditQuestionsPage } from './edit-questions-page';
import { commonScopePages, schoolScopePages, type ScopedPageProps } from './exam-scope';
import { OwnQuestionPage } from './own-question-page';
import { PaperDetailPage } from './paper-detail-page';
import { PaperManagementPage } from './paper-management-page';
import { PaperPickPage } from './paper-pick-page';
import { PlatformQuestionListPage } from './platform-question-list-page';
import { PlatformQuestionPage } from './platform-question-page';
import { QuestionListPage } from './question-list-page';
import { SchoolQuestionEditorPage } from './school-question-editor-page';
import { SequencePage } from './sequence-page';
import { TestPaperCenterPage } from './test-paper-center-page';

/** The question-bank and paper screens of the teacher's exam area, by their /exam/* route name. */
const screens: Record<string, ComponentType<ScopedPageProps>> = {
  'own-question': OwnQuestionPage,
  'add-question': SchoolQuestionEditorPage,
  questionlist: QuestionListPage,
  questionlist1: (p) => <PaperPickPage {...p} source="school" />,
  'platform-question': PlatformQuestionPage,
  'platform-questionlist': PlatformQuestionListPage,
  'platform-questionlist1': (p) => <PaperPickPage {...p} source="platform" />,
  'create-paper': CreatePaperPage,
  'edit-questions': EditQuestionsPage,
  sequence: SequencePage,
  'paper-management': PaperManagementPage,
  'paper-detail': PaperDetailPage,
};

/** /exam/* (teacher exam area). */
export const examBankPages: AreaPages = schoolScopePages(screens);

/** The same screens under /competitionCenter/commonExam/*, and the competition centre's 试卷中心. */
export const commonExamBankPages: AreaPages = { ...commonScopePages(screens), testPaperCenter: TestPaperCenterPage };
