/** The units figures carry on the product's charts, axes, tooltips and tables. */
export type ChartUnit = '元' | '人' | '人次' | '课时' | '次' | '个' | '所' | '条' | '%';

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** A figure without its unit: money in yuan with two decimals and thousands separators, counts as they are. */
export function formatFigure(value: number, unit: ChartUnit): string {
  return unit === '元' ? yuan.format(value) : count.format(value);
}

/** A figure with its unit, as a tooltip reads it: "1,234.50 元", "12 课时", "35%". */
export function formatWithUnit(value: number | null | undefined, unit: ChartUnit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return unit === '%' ? `${formatFigure(value, unit)}%` : `${formatFigure(value, unit)} ${unit}`;
}

/** A column heading with its unit: "收入（元）"; a heading that already names it ("课消课时", "人次") stays as it is. */
export const titleWithUnit = (title: string, unit: ChartUnit | undefined) => (unit && !title.endsWith(unit) ? `${title}（${unit}）` : title);

/** Units that count whole things: their axes never show fractions. */
export const isWholeCount = (unit: ChartUnit) => unit !== '元' && unit !== '%' && unit !== '课时';
