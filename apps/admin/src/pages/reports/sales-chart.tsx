import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDay } from '@roamcart/contracts';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { EChart } from '../../components/echart.tsx';

// Only the parts drawn here, so the page's bundle stays small (echarts' "import on demand").
registerChartParts([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/**
 * Revenue and refunds (base currency, left axis) and orders placed (count, right axis) per day,
 * with the day's figures in the tooltip, formatted for the interface language.
 */
export function SalesChart({ days, currency }: { days: readonly ReportDay[]; currency: { code: string; symbol: string } }) {
  const { t } = useTranslation();
  // `t` changes with the language, which is part of what is drawn (names, number formats).
  const option = useMemo((): ChartOption => {
    const money = (value: number) => formatMoney(String(value), currency);
    const moneyTip = (value: unknown) => money(Number(value));
    const countTip = (value: unknown) => formatCount(Number(value));
    return {
      // The colours of antd's palette: blue for money in, red for money back, green for orders.
      color: ['#1677ff', '#ff4d4f', '#52c41a'],
      grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', boundaryGap: false, data: days.map((day) => formatDay(day.date)) },
      yAxis: [
        { type: 'value', axisLabel: { formatter: money } },
        { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { formatter: (value: number) => formatCount(value) } },
      ],
      series: [
        { name: t('admin.report.revenue'), type: 'line', data: days.map((day) => Number(day.sales.revenue)), tooltip: { valueFormatter: moneyTip } },
        { name: t('admin.report.refunds'), type: 'line', data: days.map((day) => Number(day.sales.refunds)), tooltip: { valueFormatter: moneyTip } },
        { name: t('admin.report.orders'), type: 'line', yAxisIndex: 1, data: days.map((day) => day.sales.orders), tooltip: { valueFormatter: countTip } },
      ],
    };
  }, [days, currency, t]);
  return <EChart option={option} label={t('admin.report.chart_label')} />;
}
