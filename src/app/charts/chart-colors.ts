/**
 * The product's chart colours, one place for every page: a measure keeps its colour wherever it is
 * drawn (学生 is always blue, 收入 always green), and states read the same as their tags elsewhere
 * (出勤 green, 缺勤 red, AC green, WA red). Values are antd's preset colours, so charts match the UI, except
 * the verdicts' (below), chosen to stay apart for colour-blind eyes.
 */

/** Colours given to measures without a name of their own, in order: blue first, as antd's primary. */
export const chartPalette = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#2f54eb', '#eb2f96', '#a0d911', '#faad14'] as const;

const green = '#52c41a';
const red = '#ff4d4f';
const orange = '#fa8c16';
const gold = '#faad14';

/** Attendance at sign-in, as the sign-in dialog and class records name them. */
export const attendanceColors: Record<string, string> = { 出勤: green, 迟到: orange, 补课: '#13c2c2', 请假: '#597ef7', 缺勤: red };

/**
 * Judge verdicts: the one source of their colours, for the charts and the verdict tags alike. Each stands
 * at least 5:1 against white (so a tag's white text and a bar on the page both read), and the common ones —
 * AC, WA, TLE, MLE, RE — stay apart under protanopia, deuteranopia and tritanopia as well (bluish green,
 * red, amber, blue, magenta); the rare ones (PE, OLE, CE, SE, PC) take brown, teal, indigo, grey and olive.
 */
export const verdictColors: Record<string, string> = {
  AC: '#1b7f3b',
  WA: '#c62828',
  PE: '#7a4a1e',
  TLE: '#a15c00',
  MLE: '#1f5fbf',
  OLE: '#0a6d8c',
  RE: '#a3267a',
  CE: '#3b2c85',
  SE: '#3d3d3d',
  PC: '#435a00',
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
