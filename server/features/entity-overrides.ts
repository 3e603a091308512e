import { accountOverrides, resetAccountPassword } from './account/account-overrides';
import type { OverrideRegistry } from '../crud/entity-overrides';
import { clueOverrides } from './clue/clue-flow';
import { clueRecordOverrides } from './clue/clue-record-overrides';
import { problemOverrides } from './oj/problem-rules';
import { curriculumGrantOverrides } from './curriculum-grant/curriculum-grant-overrides';
import { systemNoticeOverrides } from './notice/system-notice-overrides';
import { eduMealOverrides } from './package/edu-meal-overrides';
import { packageOverrides } from './package/package-overrides';
import { assignRoles, roleOverrides } from './role/role-overrides';
import { schoolOfftimeOverrides } from './school-admin/school-offtime-overrides';
import { schoolOverrides } from './school-admin/school-overrides';
import { adminRoleOverrides } from './admin-rbac/admin-role-overrides';
import { adminUserOverrides } from './admin-rbac/admin-user-overrides';
import { resourceOverrides } from './resource/resource-overrides';
import { schoolOrderOverrides } from './school-order/school-order-overrides';
import { pointOrderOverrides } from './star-coin/order-approval';
import { requirePointAuth } from './star-coin/point-auth-guard';
import { starGrantOverrides } from './star-coin/star-grant-overrides';
import { examTagOverrides } from './exam/exam-tag-overrides';
import { paperOverrides } from './exam/paper-overrides';
import { questionBankOverrides } from './exam/question-bank-overrides';
import { questionOverrides } from './exam/question-overrides';
import { schoolPaperOverrides } from './exam-bank/school-paper-overrides';
import { schoolQuestionBankOverrides } from './exam-bank/school-bank-overrides';
import { schoolQuestionOverrides } from './exam-bank/school-question-overrides';
import { studentContractOverrides } from './finance/contract-overrides';
import { expenseOverrides } from './finance/expense-overrides';
import { receiptOverrides } from './finance/receipt-overrides';
import { signRecordOverrides } from './teaching/sign-record-overrides';
import { teachPlanOverrides } from './teaching/teach-plan-overrides';
import { calendarDayOverrides } from './school-settings/calendar-day-overrides';
import { studentOverrides } from './school-settings/student-numbering';
import { schoolArticleOverrides } from './school-settings/school-article-overrides';
import { schoolCurriculumOverrides } from './own-course/school-curriculum-overrides';
import { schoolCurriculumLessonOverrides } from './own-course/school-curriculum-lesson-overrides';

/**
 * Where schema-driven entities differ from the generic engine, by entity name. An entity
 * that needs more than a hook adds a module under server/features/<entity>/ and lists it here.
 */
export const entityOverrides: OverrideRegistry = {
  Student: studentOverrides,
  Staff: { ...accountOverrides, custom: { ...accountOverrides.custom, assignRoles } },
  SchoolRole: roleOverrides,
  Clue: clueOverrides,
  ClueRecord: clueRecordOverrides,
  School: schoolOverrides,
  SchoolOfftime: schoolOfftimeOverrides,
  Package: packageOverrides,
  EduMeal: eduMealOverrides,
  OjProblem: problemOverrides,
  PlatformStaff: { custom: { resetPassword: resetAccountPassword } },
  SystemNotice: systemNoticeOverrides,
  CurriculumGrant: curriculumGrantOverrides,
  AdminRole: adminRoleOverrides,
  AdminUser: adminUserOverrides,
  Resource: resourceOverrides,
  SchoolOrder: schoolOrderOverrides,
  QuestionBank: questionBankOverrides,
  Question: questionOverrides,
  SchoolQuestionBank: schoolQuestionBankOverrides,
  SchoolQuestion: schoolQuestionOverrides,
  SchoolPaper: schoolPaperOverrides,
  Paper: paperOverrides,
  ExamTag: examTagOverrides,
  SchoolArticle: schoolArticleOverrides,
  SchoolCalendarDay: calendarDayOverrides,
  SchoolCurriculum: schoolCurriculumOverrides,
  SchoolCurriculumLesson: schoolCurriculumLessonOverrides,
  // Star coins: every call needs the school's points authorization.
  SchoolProduct: { guard: requirePointAuth },
  StudentStar: { guard: requirePointAuth },
  StarRule: { guard: requirePointAuth },
  StarGrant: starGrantOverrides,
  PointOrder: pointOrderOverrides,
  Receipt: receiptOverrides,
  TeachPlan: teachPlanOverrides,
  SignRecord: signRecordOverrides,
  Expense: expenseOverrides,
  StudentContract: studentContractOverrides,
};
