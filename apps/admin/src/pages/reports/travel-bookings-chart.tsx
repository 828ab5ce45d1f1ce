import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/echart.tsx';
import { daysChartOption } from '../../components/days-chart-option.ts';

registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

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
  const option = useMemo(
    () =>
      daysChartOption(
        days.map((day) => day.date),
        [
          { name: t('admin.report.revenue'), colour: '#1677ff', measure: 'money', drawn: 'line', values: days.map((day) => Number(day.revenue)) },
          { name: countName, colour: '#52c41a', measure: 'count', drawn: 'bar', values: days.map(count) },
        ],
        currency,
      ),
    [days, count, countName, currency, t],
  );
  return <EChart option={option} label={label} />;
}
