import { useQuery } from '@tanstack/react-query';
import { Col, Row, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { FlightBookingFigures, FlightBookingsReport } from '@roamcart/contracts';
import { flightBookingsReportQuery } from '../../api/flights.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { TravelBookingsChart } from './travel-bookings-chart.tsx';
import { ReportRangePicker, useReportRange } from './report-range.tsx';

const passengersOf = (day: FlightBookingsReport['days'][number]) => day.passengers;

/** Flight bookings paid over a range of days: totals, the ticketing figure, a chart per day, and the figures per route and per route and day. */
export default function FlightBookingsReportPage() {
  const { t, i18n } = useTranslation();
  const currency = useBaseCurrency();
  const { range, setRange, start, end } = useReportRange();
  const { data, isPending, isFetching } = useQuery(flightBookingsReportQuery(start, end));
  const money = (amount: string) => formatMoney(amount, currency);
  const totals = data?.totals;
  const share = data?.ticketing.share;
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: 'percent', maximumFractionDigits: 1 });

  const figureColumns = <R extends FlightBookingFigures>(): ColumnsType<R> => [
    { dataIndex: 'bookings', title: t('admin.bookings_report.bookings'), align: 'end', render: formatCount },
    { dataIndex: 'passengers', title: t('admin.flight_bookings_report.passengers'), align: 'end', render: formatCount },
    { dataIndex: 'revenue', title: t('admin.report.revenue'), align: 'end', render: money },
  ];
  const route = (row: { from: string; to: string }) => `${row.from} → ${row.to}`;

  return (
    <PageContainer title={t('menu.flight_bookings_report')} extra={<ReportRangePicker range={range} onChange={setRange} />}>
      <Typography.Paragraph type="secondary">{t('admin.flight_bookings_report.hint', { currency: currency.code })}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.bookings_report.bookings')} value={totals?.bookings ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.flight_bookings_report.passengers')} value={totals?.passengers ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.report.revenue')} value={totals?.revenue ?? '0'} formatter={(value) => money(String(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('admin.flight_bookings_report.sla')}
            value={share === null || share === undefined ? '–' : percent.format(share)}
            loading={isPending}
            data-testid="ticketing-sla"
          />
          {data && (
            <Typography.Text type="secondary">{t('admin.flight_bookings_report.sla_detail', { within: data.ticketing.within_sla, ticketed: data.ticketing.ticketed })}</Typography.Text>
          )}
        </Col>
      </Row>
      {data && (
        <TravelBookingsChart
          days={data.days}
          count={passengersOf}
          countName={t('admin.flight_bookings_report.passengers')}
          label={t('admin.flight_bookings_report.chart_label')}
          currency={currency}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('admin.flight_bookings_report.per_route')}</Typography.Title>
          <Table<FlightBookingsReport['routes'][number]>
            rowKey={route}
            size="small"
            columns={[{ key: 'route', title: t('admin.flights.route'), render: (_, row) => route(row) }, ...figureColumns<FlightBookingsReport['routes'][number]>()]}
            dataSource={data?.routes}
            loading={isFetching}
            pagination={false}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('admin.flight_bookings_report.per_route_day')}</Typography.Title>
          <Table<FlightBookingsReport['route_days'][number]>
            rowKey={(row) => `${row.date}-${route(row)}`}
            size="small"
            columns={[
              { dataIndex: 'date', title: t('admin.report.day'), render: (date: string) => formatDay(date) },
              { key: 'route', title: t('admin.flights.route'), render: (_, row) => route(row) },
              ...figureColumns<FlightBookingsReport['route_days'][number]>(),
            ]}
            dataSource={data?.route_days}
            loading={isFetching}
            pagination={{ defaultPageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Col>
      </Row>
    </PageContainer>
  );
}
