import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightBookingsReport } from '@roamcart/contracts';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { EChart } from './echart.tsx';

registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** Passengers booked (bars, right axis) and revenue (line, base currency, left axis) per day paid. */
export function FlightBookingsChart({ days, currency }: { days: FlightBookingsReport['days']; currency: { code: string; symbol: string } }) {
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
        { name: t('admin.flight_bookings_report.passengers'), type: 'bar', yAxisIndex: 1, data: days.map((day) => day.passengers), tooltip: { valueFormatter: (value) => formatCount(Number(value)) } },
      ],
    };
  }, [days, currency, t]);
  return <EChart option={option} label={t('admin.flight_bookings_report.chart_label')} />;
}
