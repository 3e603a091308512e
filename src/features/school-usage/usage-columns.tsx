import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { SchoolUsage } from '../../api/generated/api.schemas';
import type { ChartUnit } from '../../app/charts/chart-units';

export type UsageMeasure = 'campuses' | 'staff' | 'students' | 'classes' | 'newStudents' | 'signIns' | 'distinctIps';
export type UsageColumn = UsageMeasure | 'province' | 'trial' | 'trialEndDate' | 'state' | 'createdAt' | 'lastSignIn';

/** What each measure counts, for chart axes and tooltips. */
export const usageUnits: Record<UsageMeasure, ChartUnit> = { campuses: '个', staff: '人', students: '人', classes: '个', newStudents: '人', signIns: '次', distinctIps: '个' };

const time = (v: string | null) => (v ? new Date(v).toLocaleString('zh-CN') : '—');
const measure = (title: string, key: UsageMeasure): ColumnType<SchoolUsage> => ({ title, dataIndex: key, align: 'right', sorter: (a, b) => a[key] - b[key] });

/** Every column a usage dashboard may show, with the Chinese heading it has everywhere. */
export const usageColumns: Record<UsageMeasure, ColumnType<SchoolUsage>> & Record<UsageColumn, ColumnType<SchoolUsage>> = {
  campuses: measure('校区', 'campuses'),
  staff: measure('在职教职工', 'staff'),
  students: measure('学生', 'students'),
  classes: measure('班级', 'classes'),
  newStudents: measure('新增学生', 'newStudents'),
  signIns: measure('登录次数', 'signIns'),
  distinctIps: measure('登录IP数', 'distinctIps'),
  province: { title: '省份', dataIndex: 'province', render: (v: string | null) => v ?? '未填写' },
  trial: { title: '类型', dataIndex: 'trial', render: (v: boolean) => (v ? <Tag color="orange">试用</Tag> : <Tag color="blue">正式</Tag>) },
  trialEndDate: { title: '试用截止', dataIndex: 'trialEndDate', render: (v: string | null) => v ?? '—' },
  state: { title: '状态', dataIndex: 'state', render: (v: number) => (v === 1 ? <Tag color="green">运行中</Tag> : <Tag>已停用</Tag>) },
  createdAt: { title: '开通时间', dataIndex: 'createdAt', render: time },
  lastSignIn: { title: '最近登录', dataIndex: 'lastSignIn', render: time },
};
