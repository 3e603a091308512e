/**
 * The product's chart colours, one place for every page: a measure keeps its colour wherever it is
 * drawn (学生 is always blue, 收入 always green), and states read the same as their tags elsewhere
 * (出勤 green, 缺勤 red, AC green, WA red). Values are antd's preset colours, so charts match the UI.
 */

/** Colours given to measures without a name of their own, in order: blue first, as antd's primary. */
export const chartPalette = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#2f54eb', '#eb2f96', '#a0d911', '#faad14'] as const;

const green = '#52c41a';
const red = '#ff4d4f';
const orange = '#fa8c16';
const gold = '#faad14';
const grey = '#8c8c8c';

/** Attendance at sign-in, as the sign-in dialog and class records name them. */
export const attendanceColors: Record<string, string> = { 出勤: green, 迟到: orange, 补课: '#13c2c2', 请假: '#597ef7', 缺勤: red };

/** Judge verdicts, matching the colours of the verdict tags. */
export const verdictColors: Record<string, string> = {
  AC: green,
  WA: red,
  PE: gold,
  TLE: orange,
  MLE: '#d46b08',
  OLE: '#ffa940',
  RE: '#fa541c',
  CE: '#722ed1',
  SE: grey,
  PC: '#d4b106',
};

/** Measures drawn on more than one page, so each keeps one colour across the product. */
export const measureColors: Record<string, string> = {
  收入: green,
  退款: red,
  学生: '#1677ff',
  新增学生: '#9254de',
  在职教职工: '#13c2c2',
  教职工: '#13c2c2',
  管理员: '#722ed1',
  失败: red,
  登录次数: orange,
  登录IP数: '#eb2f96',
  班级: '#a0d911',
  校区: '#faad14',
  授课课时: '#1677ff',
  学员课消: '#13c2c2',
  课消课时: '#13c2c2',
  人数: '#1677ff',
  评价数: gold,
};

/** The colour of a measure or state by its Chinese name, else the palette's colour at `index`. */
export function chartColor(name: string, index: number): string {
  return measureColors[name] ?? attendanceColors[name] ?? verdictColors[name] ?? chartPalette[index % chartPalette.length];
}
