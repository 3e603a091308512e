import type { AreaPages, PageProps } from '../../resources/page-props';
import { UsageDashboardPage, type UsageDashboardConfig } from './usage-dashboard-page';

/** The back-office screens that are views of the per-school usage counts, by route name. */
const dashboards: Record<string, UsageDashboardConfig> = {
  'csm-basic': {
    description: '各学校的规模：校区、在职教职工、学生与班级数量。',
    columns: ['province', 'trial', 'state', 'campuses', 'staff', 'students', 'classes', 'createdAt'],
    chart: ['students', 'staff'],
  },
  'csm-grow': {
    description: '各学校在统计周期内新增的学生。',
    columns: ['province', 'trial', 'students', 'newStudents', 'createdAt'],
    chart: ['newStudents'],
  },
  'csm-teach': {
    description: '各学校的教学活跃度：班级、教职工与师生登录。',
    columns: ['classes', 'staff', 'students', 'signIns', 'lastSignIn'],
    chart: ['signIns', 'classes'],
  },
  'market-trial': {
    description: '试用学校在统计周期内的使用情况，便于跟进转化。',
    columns: ['province', 'trialEndDate', 'state', 'students', 'newStudents', 'signIns', 'lastSignIn'],
    chart: ['signIns', 'newStudents'],
    trial: true,
  },
  'school-history': {
    description: '各学校自开通以来的累计规模与最近一次登录。',
    columns: ['createdAt', 'state', 'campuses', 'students', 'signIns', 'lastSignIn'],
    chart: ['signIns'],
    defaultDays: 365,
  },
  'data-management': {
    description: '全部学校的完整统计数据（规模与统计周期内的活跃度），可按任一列排序。',
    columns: ['province', 'trial', 'state', 'campuses', 'staff', 'students', 'classes', 'newStudents', 'signIns', 'distinctIps', 'lastSignIn'],
    chart: ['students', 'newStudents', 'signIns'],
  },
  institutionalAnalysis: {
    description: '各机构师生登录的次数与来源IP数量（同一机构IP过多可能存在账号共享）。',
    columns: ['province', 'signIns', 'distinctIps', 'lastSignIn'],
    chart: ['distinctIps', 'signIns'],
  },
};

export const usageDashboardPages: AreaPages = Object.fromEntries(
  Object.entries(dashboards).map(([name, config]) => [name, (props: PageProps) => <UsageDashboardPage {...props} config={config} />]),
);
