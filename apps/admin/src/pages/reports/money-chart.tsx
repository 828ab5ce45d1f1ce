import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_FLOWS, type MoneyChannelFigures, type MoneyReportDay } from '@roamcart/contracts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { EChart } from '../../components/echart.tsx';

// Only the parts drawn here, so the page's bundle stays small (echarts' "import on demand").
registerChartParts([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

type Currency = { code: string; symbol: string };

const HEIGHT = 320;
// antd's palette, in MONEY_FLOWS order: green for top-ups, blue for order payments, orange for withdrawals.
const FLOW_COLOURS = ['#52c41a', '#1677ff', '#fa8c16'];

/** Each flow's amount per day (base currency), formatted for the interface language. */
export function MoneyDaysChart({ days, currency }: { days: readonly MoneyReportDay[]; currency: Currency }) {
  const { t } = useTranslation();
  // `t` changes with the language, which is part of what is drawn (names, number formats).
  const option = useMemo((): ChartOption => {
    const money = (value: unknown) => formatMoney(String(value), currency);
    return {
      color: FLOW_COLOURS,
      grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', boundaryGap: false, data: days.map((day) => formatDay(day.date)) },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => money(value) } },
      series: MONEY_FLOWS.map((flow) => ({ name: t(`admin.money_report.flow_${flow}`), type: 'line', data: days.map((day) => Number(day[flow].amount)), tooltip: { valueFormatter: money } })),
    };
  }, [days, currency, t]);
  return <EChart height={HEIGHT} option={option} label={t('admin.money_report.days_chart')} />;
}

/** Each channel's amount over the range, one bar colour per flow. */
export function MoneyChannelsChart({ channels, currency }: { channels: readonly MoneyChannelFigures[]; currency: Currency }) {
  const { t } = useTranslation();
  const option = useMemo((): ChartOption => {
    const money = (value: unknown) => formatMoney(String(value), currency);
    const names = [...new Set(channels.map((channel) => channel.title))];
    return {
      color: FLOW_COLOURS,
      grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: names },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => money(value) } },
      series: MONEY_FLOWS.map((flow) => ({
        name: t(`admin.money_report.flow_${flow}`),
        type: 'bar',
        stack: 'channel',
        data: names.map((name) => Number(channels.find((channel) => channel.flow === flow && channel.title === name)?.amount ?? 0)),
        tooltip: { valueFormatter: money },
      })),
    };
  }, [channels, currency, t]);
  return <EChart height={HEIGHT} option={option} label={t('admin.money_report.channels_chart')} />;
}
