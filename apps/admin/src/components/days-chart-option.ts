import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatCount, formatDay, formatMoney } from '../lib/format.ts';

export type DaysChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** One figure per day: money (left axis, base currency) or a count (right axis), drawn as bars or as a line. */
export interface DaySeries {
  name: string;
  colour: string;
  measure: 'money' | 'count';
  drawn: 'bar' | 'line';
  values: readonly number[];
}

/**
 * The option of a chart of figures per day (`dates`, one value each in every series), with the
 * day's figures in the tooltip, formatted for the interface language. Lines alone start at the
 * first day's edge; bars need half a day's room at each end.
 */
export function daysChartOption(dates: readonly string[], series: readonly DaySeries[], currency: { code: string; symbol: string }): DaysChartOption {
  const money = (value: number) => formatMoney(String(value), currency);
  const tooltipValue = { money: (value: unknown) => money(Number(value)), count: (value: unknown) => formatCount(Number(value)) };
  const linesOnly = series.every((one) => one.drawn === 'line');
  return {
    color: series.map((one) => one.colour),
    grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', ...(linesOnly && { boundaryGap: false }), data: dates.map((date) => formatDay(date)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: money } },
      { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { formatter: (value: number) => formatCount(value) } },
    ],
    series: series.map((one) => ({
      name: one.name,
      type: one.drawn,
      yAxisIndex: one.measure === 'money' ? 0 : 1,
      data: [...one.values],
      tooltip: { valueFormatter: tooltipValue[one.measure] },
    })),
  };
}
