import type { ChartUnit } from './chart-units';

/** A column of a chart's data table: its heading, and the unit its figures carry (none for the category). */
export interface ChartColumn {
  key: string;
  title: string;
  unit?: ChartUnit;
}

/** The figures a chart draws, as rows: what the 数据表 view shows and 导出 Excel writes. */
export interface ChartTable {
  columns: ChartColumn[];
  rows: Record<string, string | number>[];
}

/** What every chart of the product is made of: the echarts option and the same figures as a table. */
export interface Chart<Option> {
  option: Option;
  table: ChartTable;
}
