import { createElement } from 'react';
import { staffEntities } from '../../../shared/generated/entities/staff-entities.gen';
import { clueAddon } from '../../features/clue/clue-addon';
import { AccountRechargePage, AccountRefundPage } from '../../features/finance/account-money-page';
import { ChargePage } from '../../features/finance/charge-page';
import { PayAccountPage } from '../../features/finance/pay-account-page';
import { RechargePage } from '../../features/finance/recharge-page';
import { receiptAddon } from '../../features/finance/receipt-addon';
import { ReceiptContentPage } from '../../features/finance/receipt-content-page';
import { studentContractAddon } from '../../features/finance/contract-addon';
import { RefundPage } from '../../features/finance/refund-page';
import { StudentDetailsPage } from '../../features/finance/student-details-page';
import { TransferPage } from '../../features/finance/transfer-page';
import { CourseArrangingPage } from '../../features/course-arranging/course-arranging-page';
import { TeachPlanPage } from '../../features/teaching/teach-plan-page';
import { TeachingPeriodPage } from '../../features/teaching/teaching-period-page';
import { signRecordAddon, teachPlanAddon } from '../../features/teaching/teaching-addons';

import { AddAlbumPage } from '../../features/library/add-album-page';
import { ResourceLibraryPage } from '../../features/library/resource-library-page';
import { TeachingCalendarPage } from '../../features/teaching-calendar/teaching-calendar-page';
import { PersonalizedSettingPage } from '../../features/school-look/personalized-setting-page';
import { ReportSettingPage } from '../../features/learning-report/report-setting-page';
import { VxServicePage } from '../../features/learning-report/vxservice-page';
import { DataBoardPage } from '../../features/school-board/data-board-page';
import { SchoolIndexPage } from '../../features/school-board/school-index-page';
import { schoolClassAddon } from '../../features/school-class/school-class-addon';
import { BasicMaterialPage } from '../../features/school-content/basic-material-page';
import { CourseListPage } from '../../features/school-content/course-list-page';
import { CoursesTrainingPage } from '../../features/school-content/courses-training-page';
import { PlatformActivitiesPage } from '../../features/school-content/platform-activities-page';
import { ActivityDetailsPage, MaterialDetailsPage, TrainingDetailsPage } from '../../features/school-content/content-details-pages';
import { AccountPage } from '../../features/school-settings/account-page';
import { CurriculumSystemFormPage, OwnCourseEditPage, OwnCourseLookPage, OwnCoursePage, OwnCoursePreviewPage } from '../../features/own-course/own-course-pages';
import { BasicSettingsPage } from '../../features/school-settings/basic-settings-page';
import { PlatformPage } from '../../features/school-settings/platform-page';
import { schoolRoleAddon } from '../../features/role/school-role-addon';
import { staffAddon } from '../../features/role/staff-addon';
import { pointOrderAddon } from '../../features/star-coin/point-order-addon';
import { studentStoryAddon } from '../../features/student-story/student-story-addon';
import type { EntityWebAddons } from '../../resources/entity-addons';
import { EntityShowPage } from '../../resources/entity-show-page';
import { RecycleBinPage } from '../../resources/recycle-bin-page';
import type { AreaPages } from '../../resources/page-props';
import { entityScreenPages } from '../../resources/resource-pages';

/** Built pages of the school chunk, by route name. */
export const pages: AreaPages = {
  ...entityScreenPages(staffEntities, {
    'create-openclass1': { entity: 'SchoolClass', kind: 'create', values: { isOpen: true } },
    // Intended students nobody follows (公海: enter, claim, hand out) and those being followed
    // (流转: follow up in the details, change the state, hand over or give back to the pool).
    'open-entering-student': { entity: 'Clue', kind: 'list', values: {}, listOperation: 'openList', actions: ['create', 'claimClue', 'assignClue'], createInDialog: true },
    'flow-entering-student': { entity: 'Clue', kind: 'list', values: {}, listOperation: 'flowList', actions: ['update', 'updateState', 'assignClue', 'releaseClue'] },
    // 试听日报: the audition students by day (the list's date filter), where only their state changes.
    listeningday: { entity: 'AuditionStudent', kind: 'list', values: {}, actions: ['updateState'] },
    // 星币明细: the school's coin ledger, where a grant or deduction is written in a dialog.
    starCoinDetail: { entity: 'StarGrant', kind: 'list', values: {}, createInDialog: true },
    // 退费单管理: the refund receipts among all receipts.
    'refund-list': { entity: 'Receipt', kind: 'list', values: { kind: 3 } },
    // 订单报表: every receipt, filtered by campus, student, kind, account, operator and dates, exported to Excel.
    'order-report': { entity: 'Receipt', kind: 'list', values: {} },
    // 回款明细: the after-pays (补费), money coming back for what charges left owing.
    returningItems: { entity: 'Receipt', kind: 'list', values: { kind: 4 } },
    // The school's own banners, one list per carousel, written in a dialog on the list.
    'home-carousel': { entity: 'SchoolCarousel', kind: 'list', values: { place: 'home' }, createInDialog: true },
    'community-carousel': { entity: 'SchoolCarousel', kind: 'list', values: { place: 'community' }, createInDialog: true },
    // 上课记录 and 考勤统计: every sign-in, filtered by class, student, teacher, status and lesson dates (Excel export);
    // 上课记录 corrects one (签到更正).
    classRecord: { entity: 'SignRecord', kind: 'list', values: {} },
    'attendance-report': { entity: 'SignRecord', kind: 'list', values: {}, actions: [] },
    // 课消记录: the hour ledger's sign-in consumptions (kind 课消); their corrections are in 上课记录.
    courseCancellationRecords: { entity: 'HourEntry', kind: 'list', values: { kind: 8 } },
    // 管理员授权设置: which staff administer which settings screens on top of their roles, granted in a dialog.
    'admin-authorize-settings': { entity: 'SettingsAdmin', kind: 'list', values: {}, createInDialog: true },
  }),
  teachplan1: TeachPlanPage,
  'course-arranging': CourseArrangingPage,
  teachingperiod: TeachingPeriodPage,
  // Receipts are written by these screens only (charge, refund, transfer), each its own form.
  orderpay: ChargePage,
  refund: RefundPage,
  withdrawalOfCourses: RefundPage,
  ordercarry: TransferPage,
  transferOfCourses: TransferPage,
  studentDetails: StudentDetailsPage,
  // A student's stored-value account: its ledger with the balances, and the two receipts that move it.
  recharge: RechargePage,
  accountRecharge: AccountRechargePage,
  accountRefund: AccountRefundPage,
  payaccount: PayAccountPage,
  'refund-content': ({ route }) => createElement(EntityShowPage, { entity: staffEntities.Receipt!, title: route.title }),
  // 收据详情: the receipt as a document, with its remark and attachment (the only fields that change) and 作废.
  'finance-content': ({ route }) => createElement(ReceiptContentPage, { title: route.title }),
  recycleBin: ({ route }) => createElement(RecycleBinPage, { title: route.title }),
  dataBoard: DataBoardPage,
  'school-index': SchoolIndexPage,
  'course-list': CourseListPage,
  basicMaterial: BasicMaterialPage,
  coursesTraining: CoursesTrainingPage,
  platformActivities: PlatformActivitiesPage,
  // The platform's content opened from those lists, in the one course viewer.
  'basicMaterial-details': MaterialDetailsPage,
  'coursesTraining-details': TrainingDetailsPage,
  newDetails: ActivityDetailsPage,
  oldDetails: ActivityDetailsPage,
  account: AccountPage,
  'basic-settings': BasicSettingsPage,
  platform: PlatformPage,
  // 自建课程: the school's own curricula (systems → curricula → lessons), granted to its classes.
  owncourse: OwnCoursePage,
  edit: OwnCourseEditPage,
  look: OwnCourseLookPage,
  preview: OwnCoursePreviewPage,
  'create-curriculum-system': ({ route }) => createElement(CurriculumSystemFormPage, { route, action: 'create' }),
  'edit-curriculum-system': ({ route }) => createElement(CurriculumSystemFormPage, { route, action: 'edit' }),

  resourcesmaterial: ResourceLibraryPage,
  addAlbum: AddAlbumPage,
  tchDate: TeachingCalendarPage,
  basePersonalizedSetting: PersonalizedSettingPage,
  vxservice: VxServicePage,
  baseLearningReportSetting: ReportSettingPage,
};

/** What the school's features add to their entities' generic screens. */
export const entityAddons: EntityWebAddons = {
  Clue: clueAddon,
  SchoolClass: schoolClassAddon,
  // 学员详情: the student's whole story under the details.
  Student: studentStoryAddon,
  SchoolRole: schoolRoleAddon,
  Staff: staffAddon,
  PointOrder: pointOrderAddon,
  Receipt: receiptAddon,
  // 合同管理 (finance/contracts): the generic list of StudentContract, with signing and the print view.
  StudentContract: studentContractAddon,
  TeachPlan: teachPlanAddon,
  SignRecord: signRecordAddon,
};
