export { LineChart, type ChartPoint, type LineChartProps } from './line-chart';
export { CHART_DEFAULTS } from './chart-defaults';
