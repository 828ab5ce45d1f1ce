import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { EChart } from '../../components/echart.tsx';

registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/**
 * Travel bookings per day paid: what was booked (bars, right axis: room nights, passengers), named
 * `countName` and read by `count`, and revenue (line, base currency, left axis). `label` names the chart.
 */
export function TravelBookingsChart<Day extends { date: string; revenue: string }>({
  days,
  count,
  countName,
  label,
  currency,
}: {
  days: Day[];
  count(day: Day): number;
  countName: string;
  label: string;
  currency: { code: string; symbol: string };
}) {
  const { t } = useTranslation();
  const option = useMemo((): ChartOption => {
    const money = (value: number) => formatMoney(String(value), currency);
    return {
      color: ['#1677ff', '#52c41a'],
      grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((day) => formatDay(day.date)) },
      yAxis: [
        { type: 'value', axisLabel: { formatter: money } },
        { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { formatter: (value: number) => formatCount(value) } },
      ],
      series: [
        { name: t('admin.report.revenue'), type: 'line', data: days.map((day) => Number(day.revenue)), tooltip: { valueFormatter: (value) => money(Number(value)) } },
        { name: countName, type: 'bar', yAxisIndex: 1, data: days.map(count), tooltip: { valueFormatter: (value) => formatCount(Number(value)) } },
      ],
    };
  }, [days, count, countName, currency, t]);
  return <EChart option={option} label={label} />;
}
