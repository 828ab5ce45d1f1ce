import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { use as registerChartParts, type ComposeOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardCharts, DashboardData } from '@roamcart/contracts';
import { dashboardChartsQuery } from '../../api/dashboard.ts';
import { formatCount } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { EChart } from '../../components/echart.tsx';
import { daysChartOption } from '../../components/days-chart-option.ts';

// Only the parts drawn here, so the page's bundle stays small (echarts' "import on demand").
registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

type Currency = { code: string; symbol: string };

const CHART_HEIGHT = 300;

/** Revenue (bars, left axis) and orders placed (line, right axis) per day of the last 30. */
function SalesDaysChart({ days, currency }: { days: DashboardCharts['days']; currency: Currency }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      // antd's palette: blue for money, green for orders.
      daysChartOption(
        days.map((day) => day.date),
        [
          { name: t('admin.report.revenue'), colour: '#1677ff', measure: 'money', drawn: 'bar', values: days.map((day) => Number(day.revenue)) },
          { name: t('admin.report.orders'), colour: '#52c41a', measure: 'count', drawn: 'line', values: days.map((day) => day.orders) },
        ],
        currency,
      ),
    [days, currency, t],
  );
  return <EChart option={option} label={t('admin.dashboard.sales_chart')} height={CHART_HEIGHT} />;
}

/** A horizontal bar per name, the largest on top. */
function BarsChart({ bars, label, format }: { bars: readonly { name: string; value: number }[]; label: string; format: (value: number) => string }) {
  const option = useMemo((): ChartOption => {
    const shown = [...bars].reverse();
    return {
      color: ['#1677ff'],
      grid: { left: 16, right: 32, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: format } },
      yAxis: { type: 'category', data: shown.map((bar) => bar.name), axisLabel: { width: 160, overflow: 'truncate' } },
      series: [{ name: label, type: 'bar', data: shown.map((bar) => bar.value), label: { show: true, position: 'right', formatter: ({ value }) => format(Number(value)) }, tooltip: { valueFormatter: (value) => format(Number(value)) } }],
    };
  }, [bars, label, format]);
  return <EChart option={option} label={label} height={CHART_HEIGHT} />;
}

/** The queues the dashboard's cards count, drawn side by side. */
const QUEUES = [
  { field: 'pending_offline_payments', label: 'admin.dashboard.pending_offline_payments' },
  { field: 'pending_refunds', label: 'admin.dashboard.pending_refunds' },
  { field: 'pending_recharges', label: 'admin.dashboard.pending_recharges' },
  { field: 'pending_withdrawals', label: 'admin.dashboard.pending_withdrawals' },
  { field: 'pending_hotel_orders', label: 'admin.dashboard.pending_hotel_orders' },
  { field: 'tickets_to_issue', label: 'admin.dashboard.tickets_to_issue' },
] as const;

/** The dashboard's charts: sales and orders over the last 30 days, the goods sold most, and what waits in each queue. */
export function DashboardChartsSection({ figures }: { figures: DashboardData | undefined }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { data } = useQuery(dashboardChartsQuery);
  const queues = useMemo(() => (figures ? QUEUES.map((queue) => ({ name: t(queue.label), value: figures[queue.field].count })) : []), [figures, t]);
  const topGoods = useMemo(() => (data?.top_goods ?? []).map((goods) => ({ name: goods.name, value: goods.quantity })), [data]);
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24}>
        <Card title={t('admin.dashboard.sales_chart')} extra={data && <Typography.Text type="secondary">{t('admin.dashboard.time_zone', { zone: data.time_zone })}</Typography.Text>}>
          {data ? <SalesDaysChart days={data.days} currency={currency} /> : <Skeleton active />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('admin.dashboard.top_goods')}>
          {!data ? <Skeleton active /> : topGoods.length === 0 ? <Empty description={t('admin.dashboard.no_sales')} /> : <BarsChart bars={topGoods} label={t('admin.dashboard.top_goods')} format={formatCount} />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('admin.dashboard.queues')}>{figures ? <BarsChart bars={queues} label={t('admin.dashboard.queues')} format={formatCount} /> : <Skeleton active />}</Card>
      </Col>
    </Row>
  );
}
