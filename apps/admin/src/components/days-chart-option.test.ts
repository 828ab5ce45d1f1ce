import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../i18n/i18n.ts';
import { daysChartOption, type DaySeries } from './days-chart-option.ts';

const usd = { code: 'USD', symbol: '$' };
const dates = ['2026-11-20', '2026-11-21'];
const revenue = (drawn: DaySeries['drawn']): DaySeries => ({ name: 'Revenue', colour: '#1677ff', measure: 'money', drawn, values: [1234.56, 0] });
const orders = (drawn: DaySeries['drawn']): DaySeries => ({ name: 'Orders', colour: '#52c41a', measure: 'count', drawn, values: [1200, 3] });

/** The option's parts as plain objects, to read. */
type Read = { color: string[]; xAxis: { boundaryGap?: boolean; data: string[] }; yAxis: { axisLabel: { formatter(value: number): string } }[]; series: { type: string; yAxisIndex: number; data: number[]; tooltip: { valueFormatter(value: unknown): string } }[] };
const read = (option: unknown) => option as Read;

describe('daysChartOption', () => {
  beforeAll(async () => {
    await startI18n('en', {});
  });

  it('draws the series named as bars as bars, money on the left axis and counts on the right, in their colours', () => {
    const option = read(daysChartOption(dates, [revenue('bar'), orders('line')], usd));
    expect(option.color).toEqual(['#1677ff', '#52c41a']);
    expect(option.series.map(({ type, yAxisIndex, data }) => ({ type, yAxisIndex, data }))).toEqual([
      { type: 'bar', yAxisIndex: 0, data: [1234.56, 0] },
      { type: 'line', yAxisIndex: 1, data: [1200, 3] },
    ]);
    // Bars keep half a day's room at each end of the axis.
    expect(option.xAxis.boundaryGap).toBeUndefined();
    expect(read(daysChartOption(dates, [revenue('line'), orders('bar')], usd)).series.map((series) => series.type)).toEqual(['line', 'bar']);
  });

  it('starts lines alone at the first day', () => {
    expect(read(daysChartOption(dates, [revenue('line'), orders('line')], usd)).xAxis.boundaryGap).toBe(false);
  });

  it('writes days, money and counts in the interface language', () => {
    const option = read(daysChartOption(dates, [revenue('bar'), orders('line')], usd));
    expect(option.xAxis.data).toEqual(['Nov\u00a020,\u00a02026', 'Nov\u00a021,\u00a02026']);
    expect(option.yAxis[0]?.axisLabel.formatter(1234.56)).toBe('$1,234.56');
    expect(option.yAxis[1]?.axisLabel.formatter(1200)).toBe('1,200');
    expect(option.series.map((series) => series.tooltip.valueFormatter(1234.56))).toEqual(['$1,234.56', '1,234.56']);
  });
});
