import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDay } from '@roamcart/contracts';
import { EChart } from '../../components/echart.tsx';
import { daysChartOption } from '../../components/days-chart-option.ts';

// Only the parts drawn here, so the page's bundle stays small (echarts' "import on demand").
registerChartParts([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * Revenue and refunds (base currency, left axis) and orders placed (count, right axis) per day,
 * with the day's figures in the tooltip, formatted for the interface language.
 */
export function SalesChart({ days, currency }: { days: readonly ReportDay[]; currency: { code: string; symbol: string } }) {
  const { t } = useTranslation();
  // `t` changes with the language, which is part of what is drawn (names, number formats).
  const option = useMemo(
    () =>
      // The colours of antd's palette: blue for money in, red for money back, green for orders.
      daysChartOption(
        days.map((day) => day.date),
        [
          { name: t('admin.report.revenue'), colour: '#1677ff', measure: 'money', drawn: 'line', values: days.map((day) => Number(day.sales.revenue)) },
          { name: t('admin.report.refunds'), colour: '#ff4d4f', measure: 'money', drawn: 'line', values: days.map((day) => Number(day.sales.refunds)) },
          { name: t('admin.report.orders'), colour: '#52c41a', measure: 'count', drawn: 'line', values: days.map((day) => day.sales.orders) },
        ],
        currency,
      ),
    [days, currency, t],
  );
  return <EChart option={option} label={t('admin.report.chart_label')} />;
}
