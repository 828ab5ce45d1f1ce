import { useQuery } from '@tanstack/react-query';
import { Col, Row, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { BookingFigures, HotelBookingsReport } from '@roamcart/contracts';
import { hotelBookingsReportQuery } from '../../api/hotels.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { TravelBookingsChart } from './travel-bookings-chart.tsx';
import { ReportRangePicker, useReportRange } from './report-range.tsx';

const roomNightsOf = (day: HotelBookingsReport['days'][number]) => day.room_nights;

/** Hotel bookings paid over a range of days: totals, a chart per day, and the figures per day and per city. */
export default function BookingsReportPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { range, setRange, start, end } = useReportRange();
  const { data, isPending, isFetching } = useQuery(hotelBookingsReportQuery(start, end));
  const money = (amount: string) => formatMoney(amount, currency);
  const totals = data?.totals;

  const figureColumns = <Row extends BookingFigures>(): ColumnsType<Row> => [
    { dataIndex: 'bookings', title: t('admin.bookings_report.bookings'), align: 'end', render: formatCount },
    { dataIndex: 'room_nights', title: t('admin.bookings_report.room_nights'), align: 'end', render: formatCount },
    { dataIndex: 'revenue', title: t('admin.report.revenue'), align: 'end', render: money },
  ];

  return (
    <PageContainer title={t('menu.bookings_report')} extra={<ReportRangePicker range={range} onChange={setRange} />}>
      <Typography.Paragraph type="secondary">{t('admin.bookings_report.hint', { currency: currency.code })}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={8}>
          <Statistic title={t('admin.bookings_report.bookings')} value={totals?.bookings ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={8}>
          <Statistic title={t('admin.bookings_report.room_nights')} value={totals?.room_nights ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={8}>
          <Statistic title={t('admin.report.revenue')} value={totals?.revenue ?? '0'} formatter={(value) => money(String(value))} loading={isPending} />
        </Col>
      </Row>
      {data && (
        <TravelBookingsChart days={data.days} count={roomNightsOf} countName={t('admin.bookings_report.room_nights')} label={t('admin.bookings_report.chart_label')} currency={currency} />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={14}>
          <Typography.Title level={5}>{t('admin.bookings_report.per_day')}</Typography.Title>
          <Table<HotelBookingsReport['days'][number]>
            rowKey="date"
            size="small"
            columns={[{ dataIndex: 'date', title: t('admin.report.day'), render: (date: string) => formatDay(date) }, ...figureColumns<HotelBookingsReport['days'][number]>()]}
            dataSource={data?.days}
            loading={isFetching}
            pagination={{ defaultPageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5}>{t('admin.bookings_report.per_city')}</Typography.Title>
          <Table<HotelBookingsReport['cities'][number]>
            rowKey="city"
            size="small"
            columns={[{ dataIndex: 'city_name', title: t('admin.hotels.city') }, ...figureColumns<HotelBookingsReport['cities'][number]>()]}
            dataSource={data?.cities}
            loading={isFetching}
            pagination={false}
          />
        </Col>
      </Row>
    </PageContainer>
  );
}
