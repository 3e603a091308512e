import { chartPalette } from './chart-colors';

/** The name the product's echarts theme is registered under. */
export const chartThemeName = 'coding-school';

const text = 'rgba(0, 0, 0, 0.65)';
const line = '#d9d9d9';

/** One look for every chart: the product palette, antd's text colours and light split lines. */
export const chartTheme = {
  color: [...chartPalette],
  backgroundColor: 'transparent',
  textStyle: { fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif", color: text },
  legend: { textStyle: { color: text } },
  categoryAxis: { axisLine: { lineStyle: { color: line } }, axisTick: { show: false }, axisLabel: { color: text }, splitLine: { show: false } },
  valueAxis: { axisLine: { show: false }, axisLabel: { color: text }, splitLine: { lineStyle: { color: '#f0f0f0' } }, nameTextStyle: { color: text } },
  tooltip: { backgroundColor: 'rgba(255, 255, 255, 0.96)', borderColor: line, textStyle: { color: 'rgba(0, 0, 0, 0.88)' } },
  bar: { barMaxWidth: 36 },
  line: { symbolSize: 6, lineStyle: { width: 2 } },
};
