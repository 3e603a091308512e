/**
 * Catalogue of every screen of the platform.
 *
 * Shared by the web app (routes, menus, page titles, breadcrumbs) and the server
 * (permission tree seed, page-permission checks). One entry per line of the
 * specification's screen list (shared/spec/routes.tsv beside the repository), in the same order.
 *
 * Naming rules for `name` (unique across the catalogue):
 * - By default the name is the last path segment.
 * - /school-home-page/*, /oj/* and /exam/* always use the bare last segment, because
 *   the school permission list and the OJ/exam `permission_key` check use it. The one
 *   exception: where a last segment repeats inside the same area ('details' under
 *   school basicMaterial/coursesTraining and OJ questionBank/teamStu/team), every such
 *   entry is qualified by its parent segment ('basicMaterial-details', 'team-details').
 * - When a last segment collides with another area, the school/OJ/exam screen keeps the
 *   bare name and the other one is prefixed: 'admin-' for the back office, 'common-' for
 *   the competition center's common-exam copy, 'competition-', 'classroom-', 'typing-',
 *   'community-'. Repeated generic children in the back office ('add', 'tag') are
 *   qualified by their parent segment.
 *
 * Screens without `menu` are hidden from menus and reached from another screen; their
 * `parent` names the menu screen they belong to (breadcrumbs, menu highlighting).
 * This module has no dependencies so that both the browser and Node can import it.
 */

export type Area =
  | 'public'
  | 'admin'
  | 'school'
  | 'teacher-classroom'
  | 'teacher-exam'
  | 'student-exam'
  | 'student-classroom'
  | 'typing'
  | 'community'
  | 'oj'
  | 'competition';

export type Audience = 'staff' | 'student' | 'admin' | 'anyone';

export interface MenuGroup {
  key: string;
  area: Area;
  title: string;
  /** An @ant-design/icons component name, e.g. 'TeamOutlined'. */
  icon: string;
  order: number;
}

export interface RouteEntry {
  /** Exactly as in the screen list; ':id' segments are parameters. */
  path: string;
  area: Area;
  /** Route name, unique across the catalogue (see the naming rules above). */
  name: string;
  /** Simplified Chinese page title. */
  title: string;
  /** Key of the MenuGroup this screen appears under; absent for hidden screens. */
  menu?: string;
  /** For hidden screens: the name of the menu screen they belong to. */
  parent?: string;
  /** Who may open the screen. */
  audience: readonly Audience[];
  /** The page keeps its state when left. */
  keepAlive?: boolean;
  /** Pure redirect entry: where it sends the user. */
  redirect?: string;
}

export const menuGroups: MenuGroup[] = [
  // admin
  { key: 'admin-data', area: 'admin', title: '数据分析', icon: 'BarChartOutlined', order: 1 },
  { key: 'admin-school', area: 'admin', title: '学校管理', icon: 'BankOutlined', order: 2 },
  { key: 'admin-csm', area: 'admin', title: '客户成功', icon: 'CustomerServiceOutlined', order: 3 },
  { key: 'admin-order', area: 'admin', title: '订单合同', icon: 'ProfileOutlined', order: 4 },
  { key: 'admin-user', area: 'admin', title: '用户与记录', icon: 'UserOutlined', order: 5 },
  { key: 'admin-content', area: 'admin', title: '内容运营', icon: 'NotificationOutlined', order: 6 },
  { key: 'admin-system', area: 'admin', title: '系统设置', icon: 'SettingOutlined', order: 7 },
  { key: 'admin-rbac', area: 'admin', title: '权限设置', icon: 'SafetyCertificateOutlined', order: 8 },
  { key: 'admin-course', area: 'admin', title: '课程管理', icon: 'BookOutlined', order: 9 },
  { key: 'admin-testing', area: 'admin', title: '测评管理', icon: 'FormOutlined', order: 10 },
  { key: 'admin-oj', area: 'admin', title: 'OJ管理', icon: 'CodeOutlined', order: 11 },
  { key: 'admin-training', area: 'admin', title: '教师培训', icon: 'SolutionOutlined', order: 12 },
  { key: 'admin-material', area: 'admin', title: '教学素材', icon: 'PictureOutlined', order: 13 },
  { key: 'admin-starcoin', area: 'admin', title: '星币中心', icon: 'StarOutlined', order: 14 },
  { key: 'admin-ip', area: 'admin', title: 'IP管理', icon: 'GlobalOutlined', order: 15 },
  { key: 'admin-editor', area: 'admin', title: '编辑器', icon: 'EditOutlined', order: 16 },
  // school
  { key: 'school-data', area: 'school', title: '数据中心', icon: 'DashboardOutlined', order: 1 },
  { key: 'school-enroll', area: 'school', title: '招生管理', icon: 'UserAddOutlined', order: 2 },
  { key: 'school-student', area: 'school', title: '学员管理', icon: 'TeamOutlined', order: 3 },
  { key: 'school-class', area: 'school', title: '班级管理', icon: 'ApartmentOutlined', order: 4 },
  { key: 'school-order', area: 'school', title: '订单与报表', icon: 'AccountBookOutlined', order: 5 },
  { key: 'school-finance', area: 'school', title: '财务管理', icon: 'MoneyCollectOutlined', order: 6 },
  { key: 'school-resource', area: 'school', title: '教学资源', icon: 'ReadOutlined', order: 7 },
  { key: 'school-course', area: 'school', title: '课程管理', icon: 'BookOutlined', order: 8 },
  { key: 'school-goods', area: 'school', title: '商品管理', icon: 'ShoppingOutlined', order: 9 },
  { key: 'school-starcoin', area: 'school', title: '星币管理', icon: 'StarOutlined', order: 10 },
  { key: 'school-staff', area: 'school', title: '员工管理', icon: 'IdcardOutlined', order: 11 },
  { key: 'school-operation', area: 'school', title: '运营设置', icon: 'NotificationOutlined', order: 12 },
  { key: 'school-settings', area: 'school', title: '系统设置', icon: 'SettingOutlined', order: 13 },
  // teacher-classroom
  { key: 'tc-class', area: 'teacher-classroom', title: '我的课堂', icon: 'DesktopOutlined', order: 1 },
  { key: 'tc-prepare', area: 'teacher-classroom', title: '备课授课', icon: 'ScheduleOutlined', order: 2 },
  { key: 'tc-training', area: 'teacher-classroom', title: '教研培训', icon: 'SolutionOutlined', order: 3 },
  // teacher-exam
  { key: 'te-home', area: 'teacher-exam', title: '考试首页', icon: 'HomeOutlined', order: 1 },
  { key: 'te-question', area: 'teacher-exam', title: '题目管理', icon: 'DatabaseOutlined', order: 2 },
  { key: 'te-exam', area: 'teacher-exam', title: '考试管理', icon: 'FileDoneOutlined', order: 3 },
  { key: 'te-practice', area: 'teacher-exam', title: '练习管理', icon: 'EditOutlined', order: 4 },
  // student-exam
  { key: 'se-exam', area: 'student-exam', title: '考试', icon: 'FileDoneOutlined', order: 1 },
  { key: 'se-practice', area: 'student-exam', title: '练习', icon: 'EditOutlined', order: 2 },
  { key: 'se-record', area: 'student-exam', title: '学习记录', icon: 'HistoryOutlined', order: 3 },
  // student-classroom
  { key: 'sc-class', area: 'student-classroom', title: '我的课堂', icon: 'DesktopOutlined', order: 1 },
  { key: 'sc-works', area: 'student-classroom', title: '我的作品', icon: 'AppstoreOutlined', order: 2 },
  { key: 'sc-starcoin', area: 'student-classroom', title: '星币中心', icon: 'StarOutlined', order: 3 },
  // typing
  { key: 'typing-home', area: 'typing', title: '星球首页', icon: 'RocketOutlined', order: 1 },
  { key: 'typing-learn', area: 'typing', title: '指法训练', icon: 'ThunderboltOutlined', order: 2 },
  { key: 'typing-special', area: 'typing', title: '专项练习', icon: 'FormOutlined', order: 3 },
  { key: 'typing-games', area: 'typing', title: '打字游戏', icon: 'SmileOutlined', order: 4 },
  // community
  { key: 'community-main', area: 'community', title: '社区', icon: 'CompassOutlined', order: 1 },
  { key: 'community-me', area: 'community', title: '我的', icon: 'UserOutlined', order: 2 },
  // oj
  { key: 'oj-practice', area: 'oj', title: '题库练习', icon: 'CodeOutlined', order: 1 },
  { key: 'oj-match', area: 'oj', title: '比赛', icon: 'TrophyOutlined', order: 2 },
  { key: 'oj-team', area: 'oj', title: '团队', icon: 'TeamOutlined', order: 3 },
  { key: 'oj-mine', area: 'oj', title: '我的OJ', icon: 'CrownOutlined', order: 4 },
  // competition
  { key: 'cc-bank', area: 'competition', title: '题库中心', icon: 'DatabaseOutlined', order: 1 },
  { key: 'cc-question', area: 'competition', title: '题目管理', icon: 'FileSearchOutlined', order: 2 },
  { key: 'cc-exam', area: 'competition', title: '考试与练习', icon: 'FileDoneOutlined', order: 3 },
];

const catalog = [
  // ── Public pages (no login) ──
  { path: '/login', area: 'public', name: 'login', title: '登录', audience: ['anyone'] },
  { path: '/', area: 'public', name: 'home', title: '首页', audience: ['anyone'] }, // name 'home' (last segment is empty)
  { path: '/m_index', area: 'public', name: 'm_index', title: '移动端首页', audience: ['anyone'] },
  { path: '/s-link', area: 'public', name: 's-link', title: '分享链接', audience: ['anyone'] },
  { path: '/homeSchoolConnection', area: 'public', name: 'homeSchoolConnection', title: '家校互通', audience: ['anyone'] },
  { path: '/MiniWorksDetails', area: 'public', name: 'MiniWorksDetails', title: '作品分享详情', audience: ['anyone'] },
  { path: '/MyMatchRanking', area: 'public', name: 'MyMatchRanking', title: '我的比赛排名', audience: ['anyone'] },
  { path: '/shareRanking', area: 'public', name: 'shareRanking', title: '排行榜分享', audience: ['anyone'] },
  { path: '/learningReport', area: 'public', name: 'learningReport', title: '学习报告', audience: ['anyone'] },
  { path: '/download', area: 'public', name: 'download', title: '客户端下载', audience: ['anyone'] },
  { path: '/code-classroom/video', area: 'public', name: 'video', title: '课程视频', audience: ['anyone'] },
  { path: '/python/editor_v2', area: 'public', name: 'editor_v2', title: 'Python编辑器', audience: ['anyone'] },
  { path: '/cpp/editor', area: 'public', name: 'editor', title: 'C++编辑器', audience: ['anyone'] },
  { path: '/python/course_v2', area: 'public', name: 'course_v2', title: 'Python课程', audience: ['anyone'] },
  { path: '/python/exam_v2', area: 'public', name: 'exam_v2', title: 'Python考试', audience: ['anyone'] },
  { path: '/python/teachpy_v2', area: 'public', name: 'teachpy_v2', title: 'Python授课', audience: ['anyone'] },
  { path: '/cpp', area: 'public', name: 'cpp', title: 'C++编程', audience: ['anyone'] },
  { path: '/cpp/stu', area: 'public', name: 'cpp-stu', title: 'C++编程（学生）', audience: ['anyone'] }, // 'stu' also ends /background/OjAdmin/stu, so both are qualified

  // ── Back office (/background) ──
  { path: '/background/login', area: 'admin', name: 'admin-login', title: '后台登录', audience: ['anyone'] }, // the only open back-office page
  { path: '/background/data-analysis', area: 'admin', name: 'data-analysis', title: '数据分析', menu: 'admin-data', audience: ['admin'] },
  { path: '/background/data-history', area: 'admin', name: 'data-history', title: '历史数据', menu: 'admin-data', audience: ['admin'] },
  { path: '/background/system-notice', area: 'admin', name: 'system-notice', title: '系统公告', menu: 'admin-content', audience: ['admin'] },
  { path: '/background/market-trial', area: 'admin', name: 'market-trial', title: '市场试用', menu: 'admin-csm', audience: ['admin'] },
  { path: '/background/csm-basic', area: 'admin', name: 'csm-basic', title: '客户基础数据', menu: 'admin-csm', audience: ['admin'] },
  { path: '/background/csm-grow', area: 'admin', name: 'csm-grow', title: '客户成长数据', menu: 'admin-csm', audience: ['admin'] },
  { path: '/background/csm-teach', area: 'admin', name: 'csm-teach', title: '客户教学数据', menu: 'admin-csm', audience: ['admin'] },
  { path: '/background/school-history', area: 'admin', name: 'school-history', title: '学校历史数据', menu: 'admin-data', audience: ['admin'] },
  { path: '/background/experience-campus', area: 'admin', name: 'experience-campus', title: '体验校区', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/data-management', area: 'admin', name: 'data-management', title: '数据管理', menu: 'admin-data', audience: ['admin'] },
  { path: '/background/look-order', area: 'admin', name: 'look-order', title: '订单管理', menu: 'admin-order', audience: ['admin'] },
  { path: '/background/create-order', area: 'admin', name: 'create-order', title: '创建订单', parent: 'look-order', audience: ['admin'] },
  { path: '/background/userInformation', area: 'admin', name: 'userInformation', title: '用户信息', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/phoneChangeRecord', area: 'admin', name: 'phoneChangeRecord', title: '手机号变更记录', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/ScreenshotInformation', area: 'admin', name: 'ScreenshotInformation', title: '截图记录', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/contract', area: 'admin', name: 'contract', title: '合同管理', menu: 'admin-order', audience: ['admin'] },
  { path: '/background/record', area: 'admin', name: 'record', title: '访问记录', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/studentList', area: 'admin', name: 'studentList', title: '学生名单', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/platformTemplate', area: 'admin', name: 'platformTemplate', title: '平台消息模板', menu: 'admin-content', audience: ['admin'] },
  { path: '/background/campusTemplate', area: 'admin', name: 'campusTemplate', title: '校区消息模板', menu: 'admin-content', audience: ['admin'] },
  { path: '/background/loginLog', area: 'admin', name: 'loginLog', title: '登录日志', menu: 'admin-user', audience: ['admin'] },
  { path: '/background/worktag', area: 'admin', name: 'worktag', title: '作品标签', menu: 'admin-content', audience: ['admin'] },
  { path: '/background/community-set', area: 'admin', name: 'community-set', title: '社区设置', menu: 'admin-system', audience: ['admin'] },
  { path: '/background/campuspackage', area: 'admin', name: 'campuspackage', title: '校区套餐', menu: 'admin-rbac', audience: ['admin'] }, // packages belong to authorization administration (spec section 6)
  { path: '/background/download-management', area: 'admin', name: 'download-management', title: '下载管理', menu: 'admin-system', audience: ['admin'] },
  { path: '/background/school-label', area: 'admin', name: 'school-label', title: '学校标签', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/chatgpt', area: 'admin', name: 'chatgpt', title: 'AI对话服务密钥', menu: 'admin-system', audience: ['admin'] },
  { path: '/background/school-cooperation', area: 'admin', name: 'school-cooperation', title: '合作申请', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/cooperative-school', area: 'admin', name: 'cooperative-school', title: '合作学校', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/school-subject-permissions', area: 'admin', name: 'school-subject-permissions', title: '学校学科权限', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/school-system-permissions', area: 'admin', name: 'school-system-permissions', title: '学校系统权限', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/principal-management', area: 'admin', name: 'principal-management', title: '校长管理', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/teacher-management', area: 'admin', name: 'teacher-management', title: '教师管理', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/BranchManagement', area: 'admin', name: 'BranchManagement', title: '分校管理', menu: 'admin-school', audience: ['admin'] },
  { path: '/background/rbac-nav', area: 'admin', name: 'rbac-nav', title: '权限菜单管理', menu: 'admin-rbac', audience: ['admin'] },
  { path: '/background/rbac-role', area: 'admin', name: 'rbac-role', title: '权限角色管理', menu: 'admin-rbac', audience: ['admin'] },
  { path: '/background/sysset-nav', area: 'admin', name: 'sysset-nav', title: '后台菜单管理', menu: 'admin-rbac', audience: ['admin'] },
  { path: '/background/sysset-role', area: 'admin', name: 'sysset-role', title: '后台角色管理', menu: 'admin-rbac', audience: ['admin'] },
  { path: '/background/sysset-user', area: 'admin', name: 'sysset-user', title: '后台用户管理', menu: 'admin-rbac', audience: ['admin'] },
  { path: '/background/course-management/course-subject', area: 'admin', name: 'course-subject', title: '学科管理', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/course-management/platform-curriculum', area: 'admin', name: 'platform-curriculum', title: '平台课程体系', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/course-management/school-curriculum', area: 'admin', name: 'school-curriculum', title: '校区课程体系', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/course-management/codeprompt', area: 'admin', name: 'codeprompt', title: '代码提示管理', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/course-management/preview-curriculum', area: 'admin', name: 'preview-curriculum', title: '课程体系预览', parent: 'platform-curriculum', audience: ['admin'] },
  { path: '/background/course-management/look-curriculum', area: 'admin', name: 'look-curriculum', title: '查看课程体系', parent: 'school-curriculum', audience: ['admin'] },
  { path: '/background/course-management/create-course-system', area: 'admin', name: 'create-course-system', title: '新建课程体系', parent: 'platform-curriculum', audience: ['admin'] },
  { path: '/background/course-management/edit-course-system', area: 'admin', name: 'edit-course-system', title: '编辑课程体系', parent: 'platform-curriculum', audience: ['admin'] },
  { path: '/background/course-management/relation', area: 'admin', name: 'relation', title: '课程关联', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/testing/topic', area: 'admin', name: 'topic', title: '题目管理', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/testing/examLabels', area: 'admin', name: 'examLabels', title: '考试标签', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/testing/questionBankAdmin', area: 'admin', name: 'questionBankAdmin', title: '题库管理', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/testing/questionBankAdminDetails', area: 'admin', name: 'questionBankAdminDetails', title: '题库详情', parent: 'questionBankAdmin', audience: ['admin'] },
  { path: '/background/testing/addAquestion', area: 'admin', name: 'addAquestion', title: '添加题目', parent: 'questionBankAdmin', audience: ['admin'] },
  { path: '/background/testing/newQuestion', area: 'admin', name: 'newQuestion', title: '新建题目', parent: 'topic', audience: ['admin'] },
  { path: '/background/testing/testPaper', area: 'admin', name: 'testPaper', title: '试卷管理', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/testing/carouselManagement', area: 'admin', name: 'carouselManagement', title: '测评轮播图', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/exam/platform-source', area: 'admin', name: 'platform-source', title: '题目来源管理', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/exam/platform-question', area: 'admin', name: 'admin-platform-question', title: '平台题目', menu: 'admin-testing', audience: ['admin'] },
  { path: '/background/exam/add-question', area: 'admin', name: 'admin-add-question', title: '添加平台题目', parent: 'admin-platform-question', audience: ['admin'] },
  { path: '/background/exam/questionlist', area: 'admin', name: 'admin-questionlist', title: '平台题目列表', parent: 'admin-platform-question', audience: ['admin'] },
  { path: '/background/OjAdmin/ProblemManagement', area: 'admin', name: 'ProblemManagement', title: 'OJ题目管理', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/ProblemManagement/addSubject', area: 'admin', name: 'addSubject', title: '添加OJ题目', parent: 'ProblemManagement', audience: ['admin'] },
  { path: '/background/OjAdmin/TopicAnalysis', area: 'admin', name: 'admin-TopicAnalysis', title: 'OJ题目分析', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/subject', area: 'admin', name: 'subject', title: '专题管理', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/subject/details', area: 'admin', name: 'subject-details', title: '专题详情', parent: 'subject', audience: ['admin'] },
  { path: '/background/OjAdmin/questionSheetType', area: 'admin', name: 'questionSheetType', title: '题单类型', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/labelManagement', area: 'admin', name: 'labelManagement', title: 'OJ标签管理', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/competitionManagement', area: 'admin', name: 'competitionManagement', title: '竞赛管理', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/competitionManagement/addCompetitionManagement', area: 'admin', name: 'addCompetitionManagement', title: '新增竞赛', parent: 'competitionManagement', audience: ['admin'] },
  { path: '/background/OjAdmin/stu', area: 'admin', name: 'admin-stu', title: 'OJ学生管理', menu: 'admin-oj', audience: ['admin'] },
  { path: '/background/OjAdmin/problem', area: 'admin', name: 'problem', title: '题目反馈', menu: 'admin-oj', audience: ['admin'] }, // read as the OJ question-feedback inbox (feedback type 0 comes from a question)
  { path: '/background/teacherTrainingManagement/trainingCourseAdmin', area: 'admin', name: 'trainingCourseAdmin', title: '培训课程管理', menu: 'admin-training', audience: ['admin'] },
  { path: '/background/teacherTrainingManagement/addTrainingCourseAdmin', area: 'admin', name: 'addTrainingCourseAdmin', title: '新增培训课程', parent: 'trainingCourseAdmin', audience: ['admin'] },
  { path: '/background/teacherTrainingManagement/trainingCourse', area: 'admin', name: 'trainingCourse', title: '培训课程章节', parent: 'trainingCourseAdmin', audience: ['admin'] }, // teacher training has chapters and videos (spec section 3)
  { path: '/background/teacherTrainingManagement/videoCourse', area: 'admin', name: 'videoCourse', title: '培训课程视频', parent: 'trainingCourseAdmin', audience: ['admin'] },
  { path: '/background/teachingActivities', area: 'admin', name: 'teachingActivities', title: '教研活动管理', menu: 'admin-training', audience: ['admin'] },
  { path: '/background/teachingActivities/add', area: 'admin', name: 'teachingActivities-add', title: '新增教研活动', parent: 'teachingActivities', audience: ['admin'] },
  { path: '/background/basicMaterialOperational', area: 'admin', name: 'basicMaterialOperational', title: '运营素材', menu: 'admin-material', audience: ['admin'] },
  { path: '/background/basicMaterialOperational/add', area: 'admin', name: 'basicMaterialOperational-add', title: '新增运营素材', parent: 'basicMaterialOperational', audience: ['admin'] },
  { path: '/background/basicMaterialOperational/tag', area: 'admin', name: 'basicMaterialOperational-tag', title: '运营素材标签', parent: 'basicMaterialOperational', audience: ['admin'] },
  { path: '/background/basicMaterial', area: 'admin', name: 'admin-basicMaterial', title: '基础素材', menu: 'admin-material', audience: ['admin'] },
  { path: '/background/basicMaterial/add', area: 'admin', name: 'basicMaterial-add', title: '新增基础素材', parent: 'admin-basicMaterial', audience: ['admin'] },
  { path: '/background/basicMaterial/material', area: 'admin', name: 'material', title: '素材管理', parent: 'admin-basicMaterial', audience: ['admin'] },
  { path: '/background/basicMaterial/scene', area: 'admin', name: 'scene', title: '场景管理', parent: 'admin-basicMaterial', audience: ['admin'] },
  { path: '/background/basicMaterial/materialFile', area: 'admin', name: 'materialFile', title: '素材文件', parent: 'admin-basicMaterial', audience: ['admin'] },
  { path: '/background/coursesTraining', area: 'admin', name: 'admin-coursesTraining', title: '课程培训', menu: 'admin-training', audience: ['admin'] },
  { path: '/background/coursesTraining/tag', area: 'admin', name: 'coursesTraining-tag', title: '课程培训标签', parent: 'admin-coursesTraining', audience: ['admin'] },
  { path: '/background/coursesTraining/add', area: 'admin', name: 'coursesTraining-add', title: '新增课程培训', parent: 'admin-coursesTraining', audience: ['admin'] },
  { path: '/background/coursesTraining/operationSection', area: 'admin', name: 'operationSection', title: '章节管理', parent: 'admin-coursesTraining', audience: ['admin'] },
  { path: '/background/coursesTraining/operationVideo', area: 'admin', name: 'operationVideo', title: '视频管理', parent: 'admin-coursesTraining', audience: ['admin'] },
  { path: '/background/coursesTraining/operationFile', area: 'admin', name: 'operationFile', title: '文件管理', parent: 'admin-coursesTraining', audience: ['admin'] },
  { path: '/background/course-label', area: 'admin', name: 'course-label', title: '课程标签', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/course-upload', area: 'admin', name: 'course-upload', title: '课程上传', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/courselist', area: 'admin', name: 'courselist', title: '课程列表', menu: 'admin-course', audience: ['admin'] },
  { path: '/background/material-label', area: 'admin', name: 'material-label', title: '素材标签', menu: 'admin-material', audience: ['admin'] },
  { path: '/background/material-upload', area: 'admin', name: 'material-upload', title: '素材上传', menu: 'admin-material', audience: ['admin'] },
  { path: '/background/starCoinCenter/goodsList', area: 'admin', name: 'goodsList', title: '星币商品', menu: 'admin-starcoin', audience: ['admin'] },
  { path: '/background/starCoinCenter/goodsAdd', area: 'admin', name: 'goodsAdd', title: '新增商品', parent: 'goodsList', audience: ['admin'] },
  { path: '/background/starCoinCenter/goodsEdit', area: 'admin', name: 'goodsEdit', title: '编辑商品', parent: 'goodsList', audience: ['admin'] },
  { path: '/background/userIpRecord', area: 'admin', name: 'userIpRecord', title: '用户IP记录', menu: 'admin-ip', audience: ['admin'] },
  { path: '/background/userIpRecord/institutionalAnalysis', area: 'admin', name: 'institutionalAnalysis', title: '机构IP分析', menu: 'admin-ip', audience: ['admin'] },
  { path: '/background/userIpRecord/nationalCampusDistribution', area: 'admin', name: 'nationalCampusDistribution', title: '全国校区分布', menu: 'admin-ip', audience: ['admin'] },
  { path: '/background/userIpRecord/nationalStudentDistribution', area: 'admin', name: 'nationalStudentDistribution', title: '全国学生分布', menu: 'admin-ip', audience: ['admin'] },
  { path: '/background/userIpRecord/ipBanManage', area: 'admin', name: 'ipBanManage', title: 'IP封禁管理', menu: 'admin-ip', audience: ['admin'] },
  { path: '/background/pyeditor', area: 'admin', name: 'pyeditor', title: 'Python编辑器', menu: 'admin-editor', audience: ['admin'] },
  { path: '/background/pyeditor_v2', area: 'admin', name: 'pyeditor_v2', title: 'Python编辑器（新版）', menu: 'admin-editor', audience: ['admin'] },

  // ── School area (/school-home-page) ──
  { path: '/school-home-page/dataBoard', area: 'school', name: 'dataBoard', title: '数据看板', menu: 'school-data', audience: ['staff'] },
  { path: '/school-home-page/school-index', area: 'school', name: 'school-index', title: '校区概况', menu: 'school-data', audience: ['staff'] },
  { path: '/school-home-page/open-entering-student', area: 'school', name: 'open-entering-student', title: '公海学员', menu: 'school-enroll', audience: ['staff'] },
  { path: '/school-home-page/flow-entering-student', area: 'school', name: 'flow-entering-student', title: '流转学员', menu: 'school-enroll', audience: ['staff'] },
  { path: '/school-home-page/school-user-list', area: 'school', name: 'school-user-list', title: '员工管理', menu: 'school-staff', audience: ['staff'] },
  { path: '/school-home-page/school-user-info', area: 'school', name: 'school-user-info', title: '员工详情', parent: 'school-user-list', audience: ['staff'] },
  { path: '/school-home-page/school-edit-user-info', area: 'school', name: 'school-edit-user-info', title: '编辑员工信息', parent: 'school-user-list', audience: ['staff'] },
  { path: '/school-home-page/look-class-info', area: 'school', name: 'look-class-info', title: '班级详情', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/students-management', area: 'school', name: 'students-management', title: '学员管理', menu: 'school-student', audience: ['staff'] },
  { path: '/school-home-page/entering-student', area: 'school', name: 'entering-student', title: '学员录入', parent: 'students-management', audience: ['staff'] },
  { path: '/school-home-page/input-student-management', area: 'school', name: 'input-student-management', title: '意向学员管理', menu: 'school-enroll', audience: ['staff'] },
  { path: '/school-home-page/input-student-search', area: 'school', name: 'input-student-search', title: '意向学员查询', menu: 'school-enroll', audience: ['staff'] },
  { path: '/school-home-page/input-student', area: 'school', name: 'input-student', title: '意向学员录入', parent: 'input-student-management', audience: ['staff'] },
  { path: '/school-home-page/input-auditionstudent', area: 'school', name: 'input-auditionstudent', title: '试听学员录入', parent: 'auditionstudent', audience: ['staff'] },
  { path: '/school-home-page/auditionstudent', area: 'school', name: 'auditionstudent', title: '试听学员', menu: 'school-enroll', audience: ['staff'] },
  { path: '/school-home-page/student-detail', area: 'school', name: 'student-detail', title: '学员详情', parent: 'students-management', audience: ['staff'] },
  { path: '/school-home-page/create-class', area: 'school', name: 'create-class', title: '创建班级', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/course-arranging', area: 'school', name: 'course-arranging', title: '排课管理', menu: 'school-class', audience: ['staff'] },
  { path: '/school-home-page/divide-class', area: 'school', name: 'divide-class', title: '分班管理', menu: 'school-class', audience: ['staff'] },
  { path: '/school-home-page/class-management1', area: 'school', name: 'class-management1', title: '班级管理', menu: 'school-class', audience: ['staff'] },
  { path: '/school-home-page/class-management1/create-openclass1', area: 'school', name: 'create-openclass1', title: '创建公开课', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/divide-class1', area: 'school', name: 'divide-class1', title: '分班', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/allDivide-class', area: 'school', name: 'allDivide-class', title: '批量分班', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/students-management1', area: 'school', name: 'students-management1', title: '班级学员', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/addnewstudent1', area: 'school', name: 'addnewstudent1', title: '添加班级学员', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/teachplan1', area: 'school', name: 'teachplan1', title: '教学计划', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/classRecord', area: 'school', name: 'classRecord', title: '上课记录', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/newClass', area: 'school', name: 'newClass', title: '新建班级', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/class-management1/newClassStu', area: 'school', name: 'newClassStu', title: '新建班级-添加学员', parent: 'class-management1', audience: ['staff'] },
  { path: '/school-home-page/own-class-management', area: 'school', name: 'own-class-management', title: '我的班级', menu: 'school-class', audience: ['staff'] },
  { path: '/school-home-page/orderpay', area: 'school', name: 'orderpay', title: '报名缴费', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/ordercarry', area: 'school', name: 'ordercarry', title: '课时结转', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/refund', area: 'school', name: 'refund', title: '退费', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/order-report', area: 'school', name: 'order-report', title: '订单报表', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/attendance-report', area: 'school', name: 'attendance-report', title: '考勤报表', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/teachingperiod', area: 'school', name: 'teachingperiod', title: '课时统计', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/listeningday', area: 'school', name: 'listeningday', title: '试听日报', menu: 'school-order', audience: ['staff'] },
  { path: '/school-home-page/finance/studentDetails', area: 'school', name: 'studentDetails', title: '学员明细', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/expenditureDetails', area: 'school', name: 'expenditureDetails', title: '支出明细', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/courseCancellationRecords', area: 'school', name: 'courseCancellationRecords', title: '消课记录', menu: 'school-finance', audience: ['staff'] }, // 'course cancellation' = 消课, i.e. lesson hours consumed
  { path: '/school-home-page/finance/recharge', area: 'school', name: 'recharge', title: '充值记录', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/ordermanagement', area: 'school', name: 'ordermanagement', title: '订单管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/ordermanagementDetail', area: 'school', name: 'ordermanagementDetail', title: '订单详情', parent: 'ordermanagement', audience: ['staff'] },
  { path: '/school-home-page/finance/contracts', area: 'school', name: 'contracts', title: '合同管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/returningItems', area: 'school', name: 'returningItems', title: '回款明细', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/cost', area: 'school', name: 'cost', title: '费用管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/accountRecharge', area: 'school', name: 'accountRecharge', title: '账户充值', parent: 'recharge', audience: ['staff'] },
  { path: '/school-home-page/finance/accountRefund', area: 'school', name: 'accountRefund', title: '账户退款', parent: 'recharge', audience: ['staff'] },
  { path: '/school-home-page/finance/withdrawalOfCourses', area: 'school', name: 'withdrawalOfCourses', title: '退课管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance/transferOfCourses', area: 'school', name: 'transferOfCourses', title: '转课管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/finance-list', area: 'school', name: 'finance-list', title: '收据管理', menu: 'school-finance', audience: ['staff'] }, // receipts: charge, transfer, refund, after-pay (spec section 1)
  { path: '/school-home-page/finance-content', area: 'school', name: 'finance-content', title: '收据详情', parent: 'finance-list', audience: ['staff'] },
  { path: '/school-home-page/refund-list', area: 'school', name: 'refund-list', title: '退费单管理', menu: 'school-finance', audience: ['staff'] },
  { path: '/school-home-page/refund-content', area: 'school', name: 'refund-content', title: '退费单详情', parent: 'refund-list', audience: ['staff'] },
  { path: '/school-home-page/basicMaterial', area: 'school', name: 'basicMaterial', title: '基础素材', menu: 'school-resource', audience: ['staff'] },
  { path: '/school-home-page/basicMaterial/details', area: 'school', name: 'basicMaterial-details', title: '素材详情', parent: 'basicMaterial', audience: ['staff'] }, // 'details' repeats inside the school area, so it is qualified by its parent segment
  { path: '/school-home-page/coursesTraining', area: 'school', name: 'coursesTraining', title: '课程培训', menu: 'school-resource', audience: ['staff'] },
  { path: '/school-home-page/coursesTraining/details', area: 'school', name: 'coursesTraining-details', title: '课程培训详情', parent: 'coursesTraining', audience: ['staff'] },
  { path: '/school-home-page/platformActivities', area: 'school', name: 'platformActivities', title: '平台活动', menu: 'school-resource', audience: ['staff'] },
  { path: '/school-home-page/platformActivities/newDetails', area: 'school', name: 'newDetails', title: '活动详情', parent: 'platformActivities', audience: ['staff'] },
  { path: '/school-home-page/platformActivities/oldDetails', area: 'school', name: 'oldDetails', title: '往期活动详情', parent: 'platformActivities', audience: ['staff'] },
  { path: '/school-home-page/Campuscourses', area: 'school', name: 'Campuscourses', title: '校区课程', menu: 'school-course', audience: ['staff'] },
  { path: '/school-home-page/addCourse', area: 'school', name: 'addCourse', title: '新增课程', parent: 'Campuscourses', audience: ['staff'] },
  { path: '/school-home-page/editCourse', area: 'school', name: 'editCourse', title: '编辑课程', parent: 'Campuscourses', audience: ['staff'] },
  { path: '/school-home-page/resourcesmaterial', area: 'school', name: 'resourcesmaterial', title: '资源库', menu: 'school-resource', audience: ['staff'] },
  { path: '/school-home-page/addAlbum', area: 'school', name: 'addAlbum', title: '新建专辑', parent: 'resourcesmaterial', audience: ['staff'] },
  { path: '/school-home-page/tchDate', area: 'school', name: 'tchDate', title: '教学日程', menu: 'school-resource', audience: ['staff'] },
  { path: '/school-home-page/owncourse', area: 'school', name: 'owncourse', title: '自建课程', menu: 'school-course', audience: ['staff'] },
  { path: '/school-home-page/owncourse/create', area: 'school', name: 'create', title: '新建自建课程', parent: 'owncourse', audience: ['staff'] },
  { path: '/school-home-page/owncourse/edit', area: 'school', name: 'edit', title: '编辑自建课程', parent: 'owncourse', audience: ['staff'] },
  { path: '/school-home-page/owncourse/preview', area: 'school', name: 'preview', title: '预览自建课程', parent: 'owncourse', audience: ['staff'] },
  { path: '/school-home-page/owncourse/look', area: 'school', name: 'look', title: '查看自建课程', parent: 'owncourse', audience: ['staff'] },
  { path: '/school-home-page/create-curriculum-system', area: 'school', name: 'create-curriculum-system', title: '新建课程体系', parent: 'course-list', audience: ['staff'] },
  { path: '/school-home-page/edit-curriculum-system', area: 'school', name: 'edit-curriculum-system', title: '编辑课程体系', parent: 'course-list', audience: ['staff'] },
  { path: '/school-home-page/course-list', area: 'school', name: 'course-list', title: '课程体系', menu: 'school-course', audience: ['staff'] },
  { path: '/school-home-page/goods-list', area: 'school', name: 'goods-list', title: '商品管理', menu: 'school-goods', audience: ['staff'] },
  { path: '/school-home-page/edit-goods', area: 'school', name: 'edit-goods', title: '编辑商品', parent: 'goods-list', audience: ['staff'] },
  { path: '/school-home-page/add-goods', area: 'school', name: 'add-goods', title: '新增商品', parent: 'goods-list', audience: ['staff'] },
  { path: '/school-home-page/account', area: 'school', name: 'account', title: '账号设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/vxservice', area: 'school', name: 'vxservice', title: '微信服务号', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/article', area: 'school', name: 'article', title: '文章管理', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/permissionsettings', area: 'school', name: 'permissionsettings', title: '权限设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/operationLog', area: 'school', name: 'operationLog', title: '操作日志', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/recycleBin', area: 'school', name: 'recycleBin', title: '回收站', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/schoolSys', area: 'school', name: 'schoolSys', title: '校区设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/platform', area: 'school', name: 'platform', title: '平台设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/basicsettings', area: 'school', name: 'basicsettings', title: '基础设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/basic-settings', area: 'school', name: 'basic-settings', title: '基本信息设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/payaccount', area: 'school', name: 'payaccount', title: '收款账户', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/admin-authorize-settings', area: 'school', name: 'admin-authorize-settings', title: '管理员授权设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/roleauth', area: 'school', name: 'roleauth', title: '角色授权', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/home-carousel', area: 'school', name: 'home-carousel', title: '首页轮播图', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/community-carousel', area: 'school', name: 'community-carousel', title: '社区轮播图', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/basePersonalizedSetting', area: 'school', name: 'basePersonalizedSetting', title: '个性化设置', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/baseLearningReportSetting', area: 'school', name: 'baseLearningReportSetting', title: '学习报告设置', menu: 'school-operation', audience: ['staff'] },
  { path: '/school-home-page/namingRuleSetting', area: 'school', name: 'namingRuleSetting', title: '命名规则设置', menu: 'school-settings', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/orderManagement', area: 'school', name: 'orderManagement', title: '兑换订单', menu: 'school-starcoin', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/orderManagement/orderDetail', area: 'school', name: 'orderDetail', title: '兑换订单详情', parent: 'orderManagement', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/goodsManagement', area: 'school', name: 'goodsManagement', title: '星币商品', menu: 'school-starcoin', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/goodsManagement/goodsDetail', area: 'school', name: 'goodsDetail', title: '星币商品详情', parent: 'goodsManagement', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/starCoinDetail', area: 'school', name: 'starCoinDetail', title: '星币明细', menu: 'school-starcoin', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/starCoinRanking', area: 'school', name: 'starCoinRanking', title: '星币排行', menu: 'school-starcoin', audience: ['staff'] },
  { path: '/school-home-page/starCoinManagement/rulesSetting', area: 'school', name: 'rulesSetting', title: '星币规则设置', menu: 'school-starcoin', audience: ['staff'] },

  // ── Teacher classroom (/code-classroom) ──
  { path: '/code-classroom/classroom-index', area: 'teacher-classroom', name: 'classroom-index', title: '课堂首页', menu: 'tc-class', audience: ['staff'] },
  { path: '/code-classroom/classlist_desc_teacher', area: 'teacher-classroom', name: 'classlist_desc_teacher', title: '班级课程详情', parent: 'myClass', audience: ['staff'] },
  { path: '/code-classroom/classroomDetails', area: 'teacher-classroom', name: 'classroomDetails', title: '课堂详情', parent: 'classroom-index', audience: ['staff'] },
  { path: '/code-classroom/myClass', area: 'teacher-classroom', name: 'myClass', title: '我的班级', menu: 'tc-class', audience: ['staff'] },
  { path: '/code-classroom/works', area: 'teacher-classroom', name: 'works', title: '学生作品', menu: 'tc-class', audience: ['staff'] },
  { path: '/code-classroom/worksDetails', area: 'teacher-classroom', name: 'worksDetails', title: '作品详情', parent: 'works', audience: ['staff'] },
  { path: '/code-classroom/classlist_works_stu', area: 'teacher-classroom', name: 'classlist_works_stu', title: '班级学生作品', parent: 'myClass', audience: ['staff'] },
  { path: '/code-classroom/classlist_works', area: 'teacher-classroom', name: 'classlist_works', title: '班级作品', parent: 'myClass', audience: ['staff'] },
  { path: '/code-classroom/training-course', area: 'teacher-classroom', name: 'training-course', title: '培训课程', menu: 'tc-training', audience: ['staff'] },
  { path: '/code-classroom/training-course/details', area: 'teacher-classroom', name: 'training-course-details', title: '培训课程详情', parent: 'training-course', audience: ['staff'] },
  { path: '/code-classroom/activities', area: 'teacher-classroom', name: 'activities', title: '教研活动', menu: 'tc-training', audience: ['staff'] },
  { path: '/code-classroom/prepare-lessons', area: 'teacher-classroom', name: 'prepare-lessons', title: '备课中心', menu: 'tc-prepare', audience: ['staff'] },
  { path: '/code-classroom/curriculum-detail', area: 'teacher-classroom', name: 'curriculum-detail', title: '课程体系详情', parent: 'prepare-lessons', audience: ['staff'] },
  { path: '/code-classroom/prepare-lessons/subject-data', area: 'teacher-classroom', name: 'subject-data', title: '学科资料', parent: 'prepare-lessons', audience: ['staff'] },
  { path: '/code-classroom/prepare-lessons/prepare', area: 'teacher-classroom', name: 'prepare', title: '备课', parent: 'prepare-lessons', audience: ['staff'] }, // shows the lesson as a presentation or a PDF
  { path: '/code-classroom/teach-lessons/lessons', area: 'teacher-classroom', name: 'lessons', title: '授课', parent: 'prepare-lessons', audience: ['staff'] }, // presentation or PDF, opened from lesson preparation
  { path: '/teachingAndResearchTraining/newDetails', area: 'teacher-classroom', name: 'classroom-newDetails', title: '教研活动详情', parent: 'activities', audience: ['staff'] },
  { path: '/teachingAndResearchTraining/oldDetails', area: 'teacher-classroom', name: 'classroom-oldDetails', title: '往期教研活动详情', parent: 'activities', audience: ['staff'] },

  // ── Teacher exams (/exam) ──
  { path: '/exam/exam-index', area: 'teacher-exam', name: 'exam-index', title: '考试首页', menu: 'te-home', audience: ['staff'] },
  { path: '/exam/own-question', area: 'teacher-exam', name: 'own-question', title: '我的题目', menu: 'te-question', audience: ['staff'] },
  { path: '/exam/add-question', area: 'teacher-exam', name: 'add-question', title: '添加题目', parent: 'own-question', audience: ['staff'] },
  { path: '/exam/questionlist', area: 'teacher-exam', name: 'questionlist', title: '题目列表', parent: 'own-question', audience: ['staff'] },
  { path: '/exam/questionlist1', area: 'teacher-exam', name: 'questionlist1', title: '选择题目', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/platform-questionlist', area: 'teacher-exam', name: 'platform-questionlist', title: '平台题目列表', parent: 'platform-question', audience: ['staff'] },
  { path: '/exam/platform-questionlist1', area: 'teacher-exam', name: 'platform-questionlist1', title: '选择平台题目', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/practice', area: 'teacher-exam', name: 'practice', title: '练习题目', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/sequence', area: 'teacher-exam', name: 'sequence', title: '题目排序', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/create-exam', area: 'teacher-exam', name: 'create-exam', title: '创建考试', parent: 'exam-management', audience: ['staff'] },
  { path: '/exam/create-paper', area: 'teacher-exam', name: 'create-paper', title: '创建试卷', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/paper/edit-questions', area: 'teacher-exam', name: 'edit-questions', title: '编辑试题', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/paper/edit-exam', area: 'teacher-exam', name: 'edit-exam', title: '编辑考试', parent: 'exam-management', audience: ['staff'] },
  { path: '/exam/paper/start-exam', area: 'teacher-exam', name: 'start-exam', title: '发起考试', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/practice-management', area: 'teacher-exam', name: 'practice-management', title: '练习管理', menu: 'te-practice', audience: ['staff'] },
  { path: '/exam/create-practice', area: 'teacher-exam', name: 'create-practice', title: '创建练习', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/edit-practice', area: 'teacher-exam', name: 'edit-practice', title: '编辑练习', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/platform-question', area: 'teacher-exam', name: 'platform-question', title: '平台题目', menu: 'te-question', audience: ['staff'] },
  { path: '/exam/exam-management', area: 'teacher-exam', name: 'exam-management', title: '考试管理', menu: 'te-exam', audience: ['staff'] },
  { path: '/exam/edit-examstu', area: 'teacher-exam', name: 'edit-examstu', title: '编辑考生', parent: 'exam-management', audience: ['staff'] },
  { path: '/exam/edit-practicestu', area: 'teacher-exam', name: 'edit-practicestu', title: '编辑练习学员', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/exam-result', area: 'teacher-exam', name: 'exam-result', title: '考试成绩', parent: 'exam-management', audience: ['staff'] },
  { path: '/exam/practice-result', area: 'teacher-exam', name: 'practice-result', title: '练习成绩', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/correct-practice1', area: 'teacher-exam', name: 'correct-practice1', title: '练习批改详情', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/paper-management', area: 'teacher-exam', name: 'paper-management', title: '试卷管理', menu: 'te-exam', audience: ['staff'] },
  { path: '/exam/offline-exam', area: 'teacher-exam', name: 'offline-exam', title: '线下考试', menu: 'te-exam', audience: ['staff'] },
  { path: '/exam/paper-detail', area: 'teacher-exam', name: 'paper-detail', title: '试卷详情', parent: 'paper-management', audience: ['staff'] },
  { path: '/exam/practice-detail', area: 'teacher-exam', name: 'practice-detail', title: '练习详情', parent: 'practice-management', audience: ['staff'] },
  { path: '/exam/correct-exam', area: 'teacher-exam', name: 'correct-exam', title: '阅卷', parent: 'exam-management', audience: ['staff'] },
  { path: '/exam/correct-practice', area: 'teacher-exam', name: 'correct-practice', title: '批改练习', parent: 'practice-management', audience: ['staff'] },

  // ── Student exams (/exam-stu) ──
  { path: '/exam-stu/examstu-index', area: 'student-exam', name: 'examstu-index', title: '考试首页', menu: 'se-exam', audience: ['student'] },
  { path: '/exam-stu/exam-list', area: 'student-exam', name: 'exam-list', title: '在线考试', menu: 'se-exam', audience: ['student'] },
  { path: '/exam-stu/score-detail', area: 'student-exam', name: 'score-detail', title: '成绩详情', parent: 'exam-list', audience: ['student'] },
  { path: '/exam-stu/question-book', area: 'student-exam', name: 'question-book', title: '错题本', menu: 'se-record', audience: ['student'] },
  { path: '/exam-stu/practice-record1', area: 'student-exam', name: 'practice-record1', title: '练习记录', menu: 'se-record', audience: ['student'] },
  { path: '/exam-stu/exam-offlist', area: 'student-exam', name: 'exam-offlist', title: '线下考试', menu: 'se-exam', audience: ['student'] },
  { path: '/exam-stu/practice-list', area: 'student-exam', name: 'practice-list', title: '在线练习', menu: 'se-practice', audience: ['student'] },
  { path: '/exam-stu/practice-offlist', area: 'student-exam', name: 'practice-offlist', title: '线下练习', menu: 'se-practice', audience: ['student'] },
  { path: '/exam-stu/new-exam', area: 'student-exam', name: 'new-exam', title: '考试作答', parent: 'exam-list', audience: ['student'] },
  { path: '/exam-stu/new-exam-v2', area: 'student-exam', name: 'new-exam-v2', title: '考试作答（新版）', parent: 'exam-list', audience: ['student'] },
  { path: '/exam-stu/new-practice', area: 'student-exam', name: 'new-practice', title: '开始练习', parent: 'practice-list', audience: ['student'] },
  { path: '/exam-stu/practice-stu', area: 'student-exam', name: 'practice-stu', title: '练习答题', parent: 'practice-list', audience: ['student'] },
  { path: '/exam-stu/practice-record', area: 'student-exam', name: 'practice-record', title: '练习作答记录', parent: 'practice-record1', audience: ['student'] },

  // ── Student classroom (/code-classroom-stu) ──
  { path: '/code-classroom-stu/classroom-index-stu', area: 'student-classroom', name: 'classroom-index-stu', title: '课堂首页', menu: 'sc-class', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_index_stu', area: 'student-classroom', name: 'classlist_index_stu', title: '我的班级', menu: 'sc-class', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_index_stu1', area: 'student-classroom', name: 'classlist_index_stu1', title: '我的课程', menu: 'sc-class', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_index_stu1_more', area: 'student-classroom', name: 'classlist_index_stu1_more', title: '更多课程', parent: 'classlist_index_stu1', audience: ['student'] },
  { path: '/code-classroom-stu/stuDetails1', area: 'student-classroom', name: 'stuDetails1', title: '课程详情', parent: 'classlist_index_stu1', audience: ['student'] },
  { path: '/code-classroom-stu/stuDetails2', area: 'student-classroom', name: 'stuDetails2', title: '课节详情', parent: 'classlist_index_stu1', audience: ['student'] },
  { path: '/code-classroom-stu/class_index_stu', area: 'student-classroom', name: 'class_index_stu', title: '班级主页', parent: 'classlist_index_stu', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_desc_stu', area: 'student-classroom', name: 'classlist_desc_stu', title: '班级课程详情', parent: 'classlist_index_stu', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_works_student', area: 'student-classroom', name: 'classlist_works_student', title: '课堂作品', parent: 'classlist_index_stu', audience: ['student'] },
  { path: '/code-classroom-stu/classlist-free-works', area: 'student-classroom', name: 'classlist-free-works', title: '自由创作', menu: 'sc-works', audience: ['student'] },
  { path: '/code-classroom-stu/classlist_stu_works', area: 'student-classroom', name: 'classlist_stu_works', title: '我的作品', menu: 'sc-works', audience: ['student'] },
  { path: '/code-classroom-stu/stuStarCoinCenter', area: 'student-classroom', name: 'stuStarCoinCenter', title: '星币中心', menu: 'sc-starcoin', audience: ['student'] },
  { path: '/code-classroom-stu/stuStarCoinRank', area: 'student-classroom', name: 'stuStarCoinRank', title: '星币排行榜', menu: 'sc-starcoin', audience: ['student'] },

  // ── Typing planet (/typing-planet) ──
  { path: '/typing-planet/learn', area: 'typing', name: 'learn', title: '指法学习', menu: 'typing-learn', audience: ['student', 'staff'] },
  { path: '/typing-planet/review', area: 'typing', name: 'review', title: '复习巩固', menu: 'typing-learn', audience: ['student', 'staff'] },
  { path: '/typing-planet/practice', area: 'typing', name: 'typing-practice', title: '打字练习', menu: 'typing-learn', audience: ['student', 'staff'] },
  { path: '/typing-planet/race', area: 'typing', name: 'race', title: '打字竞速', menu: 'typing-learn', audience: ['student', 'staff'] },
  { path: '/typing-planet/meteor', area: 'typing', name: 'meteor', title: '流星打字', menu: 'typing-games', audience: ['student', 'staff'] },
  { path: '/typing-planet/balloon', area: 'typing', name: 'balloon', title: '气球打字', menu: 'typing-games', audience: ['student', 'staff'] },
  { path: '/typing-planet/puzzle', area: 'typing', name: 'puzzle', title: '拼图打字', menu: 'typing-games', audience: ['student', 'staff'] },
  { path: '/typing-planet/drag', area: 'typing', name: 'drag', title: '拖拽打字', menu: 'typing-games', audience: ['student', 'staff'] },
  { path: '/typing-planet/piece', area: 'typing', name: 'piece', title: '碎片打字', menu: 'typing-games', audience: ['student', 'staff'] },
  { path: '/typing-planet/keywords', area: 'typing', name: 'keywords', title: '编程关键字练习', menu: 'typing-special', audience: ['student', 'staff'] },
  { path: '/typing-planet/pinyin', area: 'typing', name: 'pinyin', title: '拼音练习', menu: 'typing-special', audience: ['student', 'staff'] },
  { path: '/typing-planet/words', area: 'typing', name: 'words', title: '单词练习', menu: 'typing-special', audience: ['student', 'staff'] },
  { path: '/typing-planet/basic-1', area: 'typing', name: 'basic-1', title: '基础指法一', parent: 'learn', audience: ['student', 'staff'] }, // basic-1..3 are level steps of finger-position learning
  { path: '/typing-planet/basic-2', area: 'typing', name: 'basic-2', title: '基础指法二', parent: 'learn', audience: ['student', 'staff'] },
  { path: '/typing-planet/basic-3', area: 'typing', name: 'basic-3', title: '基础指法三', parent: 'learn', audience: ['student', 'staff'] },
  { path: '/typing-planet', area: 'typing', name: 'typing-planet', title: '打字星球', menu: 'typing-home', audience: ['student', 'staff'] },

  // ── Community (/community) ──
  { path: '/community/header', area: 'community', name: 'header', title: '社区页头', parent: 'community-home', audience: ['staff', 'student'] }, // layout fragment registered as a route
  { path: '/community/home', area: 'community', name: 'community-home', title: '社区首页', menu: 'community-main', audience: ['staff', 'student'] }, // identity 2 (student) also needs zoneAuth, checked at runtime
  { path: '/community/footer', area: 'community', name: 'footer', title: '社区页脚', parent: 'community-home', audience: ['staff', 'student'] },
  { path: '/community/explore', area: 'community', name: 'explore', title: '发现', menu: 'community-main', audience: ['staff', 'student'], keepAlive: true }, // kept alive
  { path: '/community/shared', area: 'community', name: 'shared', title: '作品分享', menu: 'community-main', audience: ['staff', 'student'], keepAlive: true }, // kept alive
  { path: '/community/comment', area: 'community', name: 'comment', title: '评论消息', menu: 'community-me', audience: ['staff', 'student'] },
  { path: '/community/avatar', area: 'community', name: 'avatar', title: '头像装扮', menu: 'community-me', audience: ['staff', 'student'] },
  { path: '/community/project', area: 'community', name: 'project', title: '作品详情', parent: 'explore', audience: ['staff', 'student'] },

  // ── Online judge (/oj) ──
  { path: '/oj/index', area: 'oj', name: 'index', title: '在线评测', audience: ['staff', 'student'], redirect: '/oj/questionBank' },
  { path: '/oj/questionBank', area: 'oj', name: 'questionBank', title: '题库', menu: 'oj-practice', audience: ['staff', 'student'], keepAlive: true },
  { path: '/oj/questionBank/details', area: 'oj', name: 'questionBank-details', title: '题目详情', parent: 'questionBank', audience: ['staff', 'student'] }, // 'details' repeats inside OJ, so it is qualified by its parent segment
  { path: '/oj/questionBank/TopicAnalysis', area: 'oj', name: 'TopicAnalysis', title: '题目分析', parent: 'questionBank', audience: ['staff', 'student'] }, // viewing, gated at runtime by the school's OJ-analysis authorization
  { path: '/oj/questionBank/MyquestionBank', area: 'oj', name: 'MyquestionBank', title: '我的题库', parent: 'questionBank', audience: ['staff'] }, // authoring: a teacher's own problems
  { path: '/oj/questionBank/addQuestion', area: 'oj', name: 'addQuestion', title: '添加题目', parent: 'questionBank', audience: ['staff'] },
  { path: '/oj/SubmitRecords', area: 'oj', name: 'SubmitRecords', title: '提交记录', menu: 'oj-practice', audience: ['staff', 'student'] },
  { path: '/oj/ListOfUestions', area: 'oj', name: 'ListOfUestions', title: '题单', menu: 'oj-practice', audience: ['staff', 'student'], keepAlive: true },
  { path: '/oj/ListOfUestions/MyListOfUestions', area: 'oj', name: 'MyListOfUestions', title: '我的题单', parent: 'ListOfUestions', audience: ['staff'] }, // authoring: a teacher's own problem lists
  { path: '/oj/ListOfUestions/ListOfUestionsList', area: 'oj', name: 'ListOfUestionsList', title: '题单详情', parent: 'ListOfUestions', audience: ['staff', 'student'] },
  { path: '/oj/teamStu', area: 'oj', name: 'teamStu', title: '我的团队', menu: 'oj-team', audience: ['staff', 'student'] }, // the student's view of the teams they belong to
  { path: '/oj/teamStu/details', area: 'oj', name: 'teamStu-details', title: '团队详情', parent: 'teamStu', audience: ['staff', 'student'] },
  { path: '/oj/team', area: 'oj', name: 'team', title: '团队管理', menu: 'oj-team', audience: ['staff'] }, // the teacher's team management list (students use teamStu)
  { path: '/oj/team/teamListOfUestionsList', area: 'oj', name: 'teamListOfUestionsList', title: '团队题单', parent: 'team', audience: ['staff'] },
  { path: '/oj/team/details', area: 'oj', name: 'team-details', title: '团队管理详情', parent: 'team', audience: ['staff'] },
  { path: '/oj/team/teamSubDetails', area: 'oj', name: 'teamSubDetails', title: '团队提交详情', parent: 'team', audience: ['staff'] },
  { path: '/oj/recordOJ', area: 'oj', name: 'recordOJ', title: '评测记录', menu: 'oj-practice', audience: ['staff', 'student'] },
  { path: '/oj/match', area: 'oj', name: 'match', title: '比赛', menu: 'oj-match', audience: ['staff', 'student'] },
  { path: '/oj/match/addMatch', area: 'oj', name: 'addMatch', title: '创建比赛', parent: 'match', audience: ['staff'] },
  { path: '/oj/match/addUser', area: 'oj', name: 'addUser', title: '添加参赛用户', parent: 'match', audience: ['staff'] },
  { path: '/oj/match/addMatchProblem', area: 'oj', name: 'addMatchProblem', title: '添加比赛题目', parent: 'match', audience: ['staff'] },
  { path: '/oj/match/matchAddQuestion', area: 'oj', name: 'matchAddQuestion', title: '比赛新建题目', parent: 'match', audience: ['staff'] },
  { path: '/oj/match/detailsMatch', area: 'oj', name: 'detailsMatch', title: '比赛信息', parent: 'match', audience: ['staff', 'student'] },
  { path: '/oj/match/matchDetails', area: 'oj', name: 'matchDetails', title: '比赛详情', parent: 'match', audience: ['staff', 'student'] },
  { path: '/oj/match/MyMatch', area: 'oj', name: 'MyMatch', title: '我的比赛', parent: 'match', audience: ['staff', 'student'] }, // a participant's own matches
  { path: '/oj/ranking', area: 'oj', name: 'ranking', title: '排行榜', menu: 'oj-match', audience: ['staff', 'student'] },
  { path: '/oj/MyOj', area: 'oj', name: 'MyOj', title: '我的OJ', menu: 'oj-mine', audience: ['staff'] }, // a teacher's own OJ (own games and problems)
  { path: '/oj/MyOj/administration', area: 'oj', name: 'administration', title: '我的OJ管理', parent: 'MyOj', audience: ['staff'] },
  { path: '/oj/MyOj/addMyGame', area: 'oj', name: 'addMyGame', title: '新建比赛', parent: 'MyOj', audience: ['staff'] },
  { path: '/oj/MyOj/MyOjProblem', area: 'oj', name: 'MyOjProblem', title: '我的OJ题目', parent: 'MyOj', audience: ['staff'] },

  // ── Competition center (/competition-center, /competitionCenter) ──
  { path: '/competition-center', area: 'competition', name: 'competition-center', title: '竞赛中心', audience: ['staff'], redirect: '/competitionCenter/questionBankCenter/platform' },
  { path: '/competitionCenter/questionBankCenter/platform', area: 'competition', name: 'competition-platform', title: '平台题库', menu: 'cc-bank', audience: ['staff'] }, // 'platform' is also a school screen (/school-home-page/platform), which keeps the bare name
  { path: '/competitionCenter/questionBankCenter/platform/matchDetail/:id', area: 'competition', name: 'matchDetail', title: '赛事详情', parent: 'competition-platform', audience: ['staff'] },
  { path: '/competitionCenter/questionBankCenter/campus', area: 'competition', name: 'campus', title: '校区题库', menu: 'cc-bank', audience: ['staff'] },
  { path: '/competitionCenter/questionBankCenter/testPaperCenter', area: 'competition', name: 'testPaperCenter', title: '试卷中心', menu: 'cc-bank', audience: ['staff'] },
  { path: '/competitionCenter/questionBankCenter/practiceAndExams', area: 'competition', name: 'practiceAndExams', title: '练习与考试', menu: 'cc-bank', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/exam-index', area: 'competition', name: 'common-exam-index', title: '考试首页', menu: 'cc-exam', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/own-question', area: 'competition', name: 'common-own-question', title: '我的题目', menu: 'cc-question', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/add-question', area: 'competition', name: 'common-add-question', title: '添加题目', parent: 'common-own-question', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/questionlist', area: 'competition', name: 'common-questionlist', title: '题目列表', parent: 'common-own-question', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/questionlist1', area: 'competition', name: 'common-questionlist1', title: '选择题目', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/platform-questionlist', area: 'competition', name: 'common-platform-questionlist', title: '平台题目列表', parent: 'common-platform-question', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/platform-questionlist1', area: 'competition', name: 'common-platform-questionlist1', title: '选择平台题目', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/practice', area: 'competition', name: 'common-practice', title: '练习题目', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/sequence', area: 'competition', name: 'common-sequence', title: '题目排序', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/create-exam', area: 'competition', name: 'common-create-exam', title: '创建考试', parent: 'common-exam-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/create-paper', area: 'competition', name: 'common-create-paper', title: '创建试卷', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/edit-questions', area: 'competition', name: 'common-edit-questions', title: '编辑试题', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/edit-exam', area: 'competition', name: 'common-edit-exam', title: '编辑考试', parent: 'common-exam-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/start-exam', area: 'competition', name: 'common-start-exam', title: '发起考试', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/practice-management', area: 'competition', name: 'common-practice-management', title: '练习管理', menu: 'cc-exam', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/create-practice', area: 'competition', name: 'common-create-practice', title: '创建练习', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/edit-practice', area: 'competition', name: 'common-edit-practice', title: '编辑练习', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/platform-question', area: 'competition', name: 'common-platform-question', title: '平台题目', menu: 'cc-question', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/exam-management', area: 'competition', name: 'common-exam-management', title: '考试管理', menu: 'cc-exam', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/edit-examstu', area: 'competition', name: 'common-edit-examstu', title: '编辑考生', parent: 'common-exam-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/edit-practicestu', area: 'competition', name: 'common-edit-practicestu', title: '编辑练习学员', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/exam-result', area: 'competition', name: 'common-exam-result', title: '考试成绩', parent: 'common-exam-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/practice-result', area: 'competition', name: 'common-practice-result', title: '练习成绩', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/correct-practice1', area: 'competition', name: 'common-correct-practice1', title: '练习批改详情', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/paper-management', area: 'competition', name: 'common-paper-management', title: '试卷管理', menu: 'cc-exam', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/offline-exam', area: 'competition', name: 'common-offline-exam', title: '线下考试', menu: 'cc-exam', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/paper-detail', area: 'competition', name: 'common-paper-detail', title: '试卷详情', parent: 'common-paper-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/practice-detail', area: 'competition', name: 'common-practice-detail', title: '练习详情', parent: 'common-practice-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/correct-exam', area: 'competition', name: 'common-correct-exam', title: '阅卷', parent: 'common-exam-management', audience: ['staff'] },
  { path: '/competitionCenter/commonExam/correct-practice', area: 'competition', name: 'common-correct-practice', title: '批改练习', parent: 'common-practice-management', audience: ['staff'] },
] as const satisfies readonly RouteEntry[];

/** A screen's route name: pages and permission keys are keyed by it, so a misspelt name fails to compile. */
export type RouteName = (typeof catalog)[number]['name'];

export const routeCatalog: readonly RouteEntry[] = catalog;

/** Default screen of each area. */
export const areaHome: Record<Area, string> = {
  public: '/',
  admin: '/background/data-analysis',
  school: '/school-home-page/dataBoard',
  'teacher-classroom': '/code-classroom/classroom-index',
  'teacher-exam': '/exam/exam-index',
  'student-exam': '/exam-stu/examstu-index',
  'student-classroom': '/code-classroom-stu/classroom-index-stu',
  typing: '/typing-planet',
  community: '/community/home',
  oj: '/oj/questionBank',
  competition: '/competitionCenter/questionBankCenter/platform',
};

export const areaTitle: Record<Area, string> = {
  public: '公共页面',
  admin: '平台管理后台',
  school: '校区管理',
  'teacher-classroom': '教师课堂',
  'teacher-exam': '考试中心',
  'student-exam': '学生考试',
  'student-classroom': '学生课堂',
  typing: '打字星球',
  community: '社区',
  oj: '在线评测',
  competition: '竞赛中心',
};

const routesByPath = new Map<string, RouteEntry>();
const parameterisedRoutes: { entry: RouteEntry; segments: string[] }[] = [];
const routesByName = new Map<string, RouteEntry>();

for (const entry of routeCatalog) {
  routesByName.set(entry.name, entry);
  if (entry.path.split('/').some((segment) => segment.startsWith(':'))) {
    parameterisedRoutes.push({ entry, segments: entry.path.split('/') });
  } else {
    routesByPath.set(entry.path, entry);
  }
}

function normalisePath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * The entry for a pathname: exact match first, then entries whose ':param'
 * segments match any single non-empty segment. A trailing slash, a query string
 * and a hash are ignored.
 */
export function findRouteByPath(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  const exact = routesByPath.get(path);
  if (exact) return exact;
  const segments = path.split('/');
  for (const { entry, segments: pattern } of parameterisedRoutes) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) => {
      const actual = segments[index] ?? '';
      return part.startsWith(':') ? actual.length > 0 : part === actual;
    });
    if (matches) return entry;
  }
  return undefined;
}

export function findRouteByName(name: string): RouteEntry | undefined {
  return routesByName.get(name);
}
