import type { AreaPages, PageProps } from '../../resources/page-props';
import { CorrectExamPage } from './correct-exam-page';
import { ExamDetailPage } from './exam-detail-page';
import { ExamFormPage } from './exam-form-page';
import { ExamIndexPage } from './exam-index-page';
import { ExamListPage } from './exam-list-page';
import { ExamResultPage } from './exam-result-page';
import { ExamStudentsPage } from './exam-students-page';
import { OfflineExamPage } from './offline-exam-page';
import { examScreens } from './exam-screens';
import type { ExamScope } from '../../api/generated/api.schemas';

/**
 * The teacher's exam and practice screens of one scope, each built once and registered under
 * its /exam/* name (school) or its /competitionCenter/commonExam/* name (common).
 */
function scopePages(scope: ExamScope): AreaPages {
  const exam = examScreens('exam', scope);
  const practice = examScreens('practice', scope);
  const p = scope === 'common' ? 'common-' : '';
  // The school's start-exam and edit-exam sit under /exam/paper/; their common mirrors do not, but keep the same names.
  const pages: Record<string, (props: PageProps) => JSX.Element> = {
    [`${p}exam-index`]: (props) => <ExamIndexPage {...props} scope={scope} />,
    [`${p}exam-management`]: (props) => <ExamListPage {...props} screens={exam} />,
    [`${p}create-exam`]: (props) => <ExamFormPage {...props} screens={exam} />,
    [`${p}edit-exam`]: (props) => <ExamFormPage {...props} screens={exam} />,
    [`${p}start-exam`]: (props) => <ExamFormPage {...props} screens={exam} />,
    [`${p}edit-examstu`]: (props) => <ExamStudentsPage {...props} screens={exam} />,
    [`${p}exam-result`]: (props) => <ExamResultPage {...props} screens={exam} />,
    [`${p}correct-exam`]: (props) => <CorrectExamPage {...props} screens={exam} />,
    [`${p}practice-management`]: (props) => <ExamListPage {...props} screens={practice} />,
    [`${p}create-practice`]: (props) => <ExamFormPage {...props} screens={practice} />,
    [`${p}edit-practice`]: (props) => <ExamFormPage {...props} screens={practice} />,
    [`${p}practice`]: (props) => <ExamDetailPage {...props} screens={practice} />,
    [`${p}practice-detail`]: (props) => <ExamDetailPage {...props} screens={practice} />,
    [`${p}edit-practicestu`]: (props) => <ExamStudentsPage {...props} screens={practice} />,
    [`${p}practice-result`]: (props) => <ExamResultPage {...props} screens={practice} />,
    [`${p}correct-practice`]: (props) => <CorrectExamPage {...props} screens={practice} />,
    [`${p}correct-practice1`]: (props) => <CorrectExamPage {...props} screens={practice} />,
    [`${p}offline-exam`]: (props) => <OfflineExamPage {...props} scope={scope} />,
  };
  return pages as AreaPages;
}

/** /exam/* screens built here (the question, paper and bank screens are built elsewhere). */
export const teacherExamPages: AreaPages = scopePages('school');

/** The competition centre's common-exam mirrors and 练习与考试 (the school's exams and practices across scopes). */
export const competitionExamPages: AreaPages = {
  ...scopePages('common'),
  practiceAndExams: (props) => <ExamListPage {...props} />,
};
