import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryChart } from './category-chart';
import { ChartCard } from './chart-card';

const downloads = vi.hoisted(() => [] as { fileName: string; sheets: { name: string; columns: { header: string }[]; rows: unknown[] }[] }[]);
vi.mock('../../resources/excel-workbook', () => ({
  downloadWorkbook: async (fileName: string, sheets: never) => {
    downloads.push({ fileName, sheets });
  },
}));

const chart = categoryChart({
  categoryTitle: '日期',
  categories: ['2026-05-01', '2026-05-02'],
  series: [
    { name: '收入', unit: '元', data: [1234.5, 0] },
    { name: '退款', unit: '元', data: [0, 120.5] },
  ],
});
const base = { title: '收入概况', label: '每日收入与退款', emptyText: '所选时间内没有收支；开收据后这里按天显示收入和退款。', chart };

beforeEach(() => {
  downloads.length = 0;
});

describe('ChartCard', () => {
  it('says it is loading, and offers neither table nor export yet', () => {
    render(<ChartCard {...base} loading empty={false} />);
    expect(screen.getByRole('status', { name: '收入概况加载中' }).textContent).toContain('正在加载收入概况…');
    expect(screen.queryByRole('img', { name: '每日收入与退款' })).toBeNull();
    expect((screen.getByRole('button', { name: '导出 Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what will appear when there is nothing to draw', () => {
    render(<ChartCard {...base} loading={false} empty summary={<span>收入合计</span>} />);
    expect(screen.getByText(base.emptyText)).toBeTruthy();
    expect(screen.queryByText('收入合计')).toBeNull();
    expect((screen.getByRole('button', { name: '导出 Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failed load as an error, not as an empty chart', () => {
    render(<ChartCard {...base} loading={false} empty={false} error="收入数据加载失败" />);
    expect(screen.getByRole('alert').textContent).toContain('收入数据加载失败');
  });

  it('draws the chart, switches to the same figures as a table with units, and exports them', async () => {
    render(<ChartCard {...base} loading={false} empty={false} summary={<span>收入合计</span>} exportName="收入概况_2026-05" />);
    expect(screen.getByText('收入合计')).toBeTruthy();
    expect(await screen.findByRole('img', { name: '每日收入与退款' })).toBeTruthy();

    fireEvent.click(screen.getByText('数据表'));
    // antd draws a scrolling table's head and body as two tables.
    const tables = (await screen.findAllByRole('table')).map((t) => within(t));
    expect(tables.some((t) => t.queryByText('收入（元）'))).toBe(true);
    expect(tables.some((t) => t.queryByText('1,234.50'))).toBe(true);
    expect(tables.some((t) => t.queryByText('120.50'))).toBe(true);
    expect(screen.queryByRole('img', { name: '每日收入与退款' })).toBeNull();

    fireEvent.click(screen.getByText('图表'));
    expect(await screen.findByRole('img', { name: '每日收入与退款' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('收入概况_2026-05');
    expect(downloads[0].sheets[0].columns.map((c) => c.header)).toEqual(['日期', '收入（元）', '退款（元）']);
    expect(downloads[0].sheets[0].rows).toEqual(chart.table.rows);
  });
});
