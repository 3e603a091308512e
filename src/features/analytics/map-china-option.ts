import type { EChartsOption } from 'echarts';
import { chartPalette } from '../../app/charts/chart-colors';
import { formatWithUnit, type ChartUnit } from '../../app/charts/chart-units';
import { mapProvinceName } from './map-province-name';

/**
 * A map of China shaded by one count per province. Rows naming the same province in different
 * spellings add up; rows without a province are not on the map (the page's table lists them).
 */
export function chinaMapOption(mapName: string, measure: string, rows: readonly { province: string | null | undefined; value: number }[], unit: ChartUnit = '个'): EChartsOption {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const province = mapProvinceName(row.province);
    if (province) totals.set(province, (totals.get(province) ?? 0) + row.value);
  }
  const data = [...totals].map(([name, value]) => ({ name, value }));
  return {
    tooltip: { trigger: 'item', formatter: (p) => { const item = p as { name: string; value?: number }; return `${item.name}<br/>${measure}：${formatWithUnit(Number.isFinite(item.value) ? item.value : 0, unit)}`; } },
    visualMap: { min: 0, max: Math.max(1, ...data.map((d) => d.value)), left: 16, bottom: 16, text: ['多', '少'], calculable: true, inRange: { color: ['#e6f4ff', chartPalette[0]] } },
    series: [{ name: measure, type: 'map', map: mapName, roam: true, label: { show: false }, emphasis: { label: { show: true } }, data }],
  };
}
