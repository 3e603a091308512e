import { Table } from 'antd';
import type { ChartTable } from './chart-table';
import { formatFigure, titleWithUnit } from './chart-units';

/** The figures of a chart as a small table, headings with their units, figures right-aligned. */
export function ChartDataTable({ table, height }: { table: ChartTable; height: number }) {
  return (
    <Table<Record<string, string | number>>
      size="small"
      rowKey={(row) => String(row[table.columns[0]?.key ?? 'category'])}
      pagination={false}
      scroll={{ y: Math.max(120, height - 40), x: 'max-content' }}
      dataSource={table.rows}
      columns={table.columns.map((c) => ({
        key: c.key,
        dataIndex: c.key,
        title: titleWithUnit(c.title, c.unit),
        align: c.unit ? 'right' : 'left',
        render: (value: string | number) => (c.unit && typeof value === 'number' ? formatFigure(value, c.unit) : value),
      }))}
    />
  );
}

/** The same figures as an Excel sheet: numbers stay numbers (yuan for money), headings carry units. */
export function chartSheet(name: string, table: ChartTable) {
  return {
    name,
    columns: table.columns.map((c) => ({ header: titleWithUnit(c.title, c.unit), key: c.key })),
    rows: table.rows,
  };
}
