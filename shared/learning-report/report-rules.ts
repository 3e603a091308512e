/** 学习报告, 家校互通 and 微信服务号: messages and limits read by the server and the pages. */
export const reportMessages = {
  appIdFormat: 'AppID 格式不正确（以 wx 开头的 18 位字符）',
  appSecretFormat: 'AppSecret 格式不正确（32 位字母或数字）',
  enableNeedsCredentials: '请先填写 AppID 和 AppSecret，再开启服务号消息',
  periodRange: '统计天数须在 7 到 365 天之间',
  nothingShown: '请至少选择一项报告内容',
} as const;

/** Days a learning report covers: from a week to a year back from the day it is opened. */
export const reportPeriod = { min: 7, max: 365, default: 30 } as const;

/** What a report may show, in the order the settings page lists them. */
export const reportSections = [
  { key: 'showAttendance', label: '考勤与上课记录' },
  { key: 'showComments', label: '老师点评' },
  { key: 'showWorks', label: '作品' },
  { key: 'showExams', label: '考试成绩' },
  { key: 'showStars', label: '星币' },
] as const;
export type ReportSectionKey = (typeof reportSections)[number]['key'];

/** 考勤 labels (the sign-in record's statuses). */
export const signStatusLabels: Record<number, string> = { 1: '出勤', 2: '迟到', 3: '请假', 4: '缺勤', 5: '补课' };

/** A WeChat service account's app id and secret, as WeChat issues them. */
export const wechatAppIdPattern = /^wx[0-9a-zA-Z]{16}$/;
export const wechatSecretPattern = /^[0-9a-zA-Z]{32}$/;

/** The kinds of a student's works (section 3). */
export const workKindLabels: Record<string, string> = { block: '图形化', python: 'Python', cpp: 'C++', junior: '低龄图形化' };

/** Receipt kinds as the home–school page names them (the receipt's own labels). */
export const receiptKindLabels: Record<number, string> = { 1: '收费', 2: '转课', 3: '退费', 4: '补费', 5: '账户充值', 6: '账户退款' };

/** The pages a parent's link opens, as the link handed out reads. */
export function learningReportPath(token: string): string {
  return `/learningReport?token=${encodeURIComponent(token)}`;
}
export function homeSchoolPath(token: string): string {
  return `/homeSchoolConnection?token=${encodeURIComponent(token)}`;
}
