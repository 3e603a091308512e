import { createElement } from 'react';
import { adminEntities } from '../../../shared/generated/entities/admin-entities.gen';
import { adminRoleAddon } from '../../features/admin-rbac/admin-role-addon';
import { adminUserAddon } from '../../features/admin-rbac/admin-user-addon';
import { backOfficeControlPages } from '../../features/back-office/back-office-control-pages';
import { curriculumAddon } from '../../features/curriculum-grant/curriculum-addon';
import { curriculumGrantAddon } from '../../features/curriculum-grant/curriculum-grant-addon';
import { SchoolCurriculumPage } from '../../features/curriculum-grant/school-curriculum-page';
import { PlatformQuestionListPage } from '../../features/exam/bank-questions';
import { entityTabsPage } from '../../features/exam/entity-tabs-page';
import { paperAddon } from '../../features/exam/paper-addon';
import { questionAddon } from '../../features/exam/question-addon';
import { questionBankAddon } from '../../features/exam/question-bank-addon';
import { QuestionEditorPage } from '../../features/exam/question-editor-page';
import { FeedbackInboxPage } from '../../features/feedback/feedback-inbox-page';
import { systemNoticeAddon } from '../../features/notice/system-notice-addon';
import { ojContestAdminPages } from '../../features/oj-contest/oj-contest-pages';
import { LazyTopicAnalysisPage } from '../../features/oj/lazy-topic-analysis-page';
import { ProblemFormPage } from '../../features/oj/problem-form-page';
import { packageAddon } from '../../features/package/package-addon';
import { schoolAddon } from '../../features/school-admin/school-addon';
import { teacherTrainingAddon } from '../../features/teacher-training/teacher-training-addon';
import type { EntityWebAddons } from '../../resources/entity-addons';
import type { AreaPages } from '../../resources/page-props';
import { entityScreenPages } from '../../resources/resource-pages';

/** Built pages of the back-office chunk, by route name. */
export const pages: AreaPages = {
  ...entityScreenPages(adminEntities, {
    platformTemplate: { entity: 'MessageTemplate', kind: 'list', values: { scope: 1 } },
    campusTemplate: { entity: 'MessageTemplate', kind: 'list', values: { scope: 2 } },
    trainingCourseAdmin: { entity: 'TeacherTraining', kind: 'list', values: { category: 1 }, pair: 'addTrainingCourseAdmin' },
    addTrainingCourseAdmin: { entity: 'TeacherTraining', kind: 'create', values: { category: 1 }, pair: 'trainingCourseAdmin' },
    'admin-coursesTraining': { entity: 'TeacherTraining', kind: 'list', values: { category: 2 }, pair: 'coursesTraining-add' },
    'coursesTraining-add': { entity: 'TeacherTraining', kind: 'create', values: { category: 2 }, pair: 'admin-coursesTraining' },
    scene: { entity: 'Material', kind: 'list', values: { kind: 'scene' } },
    materialFile: { entity: 'Material', kind: 'list', values: { kind: 'file' } },
    // Contracted schools and trial (experience) schools are the school list narrowed.
    'cooperative-school': { entity: 'School', kind: 'list', values: { trial: false } },
    'experience-campus': { entity: 'School', kind: 'list', values: { trial: true } },
    // Principals are the platform's staff list narrowed to principals (teacher-management lists everyone).
    'principal-management': { entity: 'PlatformStaff', kind: 'list', values: { isPrincipal: true } },
  }),
  ...ojContestAdminPages,
  ...backOfficeControlPages,
  problem: FeedbackInboxPage,
  // After the entity screens: the OJ problem's create/edit screen is the custom form with test data upload.
  addSubject: (props) => createElement(ProblemFormPage, { ...props, admin: true }),
  'admin-TopicAnalysis': (props) => createElement(LazyTopicAnalysisPage, { ...props, admin: true }),
  'school-curriculum': SchoolCurriculumPage,
  newQuestion: QuestionEditorPage,
  addAquestion: QuestionEditorPage,
  'admin-add-question': QuestionEditorPage,
  'admin-questionlist': PlatformQuestionListPage,
  examLabels: entityTabsPage([adminEntities.ExamTagGroup, adminEntities.ExamTag]),
  // 社区设置: the zone banners and the word list children's comments are checked against.
  'community-set': entityTabsPage([adminEntities.ZoneBanner, adminEntities.CommunityWord]),
  'platform-source': entityTabsPage([adminEntities.QuestionSource, adminEntities.QuestionYear, adminEntities.SourceTag]),
};

/** What the back office's features add to their entities' generic screens. */
export const entityAddons: EntityWebAddons = {
  AdminRole: adminRoleAddon,
  AdminUser: adminUserAddon,
  Curriculum: curriculumAddon,
  CurriculumGrant: curriculumGrantAddon,
  Package: packageAddon,
  Paper: paperAddon,
  Question: questionAddon,
  QuestionBank: questionBankAddon,
  School: schoolAddon,
  SystemNotice: systemNoticeAddon,
  TeacherTraining: teacherTrainingAddon,
};
