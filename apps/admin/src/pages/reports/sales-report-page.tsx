import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ReportDay } from '@roamcart/contracts';
import { exportSalesReport, reportSummaryQuery } from '../../api/reports.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { downloadText } from '../../lib/download.ts';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { ReportRangePicker, useReportRange } from './report-range.tsx';
import { SalesChart } from './sales-chart.tsx';

/** Orders, revenue and refunds per day over a range of days, with their totals, a chart, the figures day by day and a CSV of them. */
export default function SalesReportPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { range, setRange, start, end } = useReportRange();
  const { data, isPending, isFetching } = useQuery(reportSummaryQuery(start, end));
  const download = useMutation({
    mutationFn: () => exportSalesReport(start, end),
    onSuccess: ({ filename, csv }) => downloadText(filename, csv),
  });
  const money = (amount: string) => formatMoney(amount, currency);
  const totals = data?.totals;

  const columns: ColumnsType<ReportDay> = [
    { dataIndex: 'date', title: t('admin.report.day'), render: (date: string) => formatDay(date) },
    { key: 'orders', title: t('admin.report.orders'), align: 'end', render: (_, day) => formatCount(day.sales.orders) },
    { key: 'revenue', title: t('admin.report.revenue'), align: 'end', render: (_, day) => money(day.sales.revenue) },
    { key: 'refunds', title: t('admin.report.refunds'), align: 'end', render: (_, day) => money(day.sales.refunds) },
    { key: 'new_users', title: t('admin.report.new_users'), align: 'end', render: (_, day) => formatCount(day.users.new_users) },
  ];

  return (
    <PageContainer
      title={t('menu.sales_report')}
      extra={
        <Space wrap>
          <ReportRangePicker range={range} onChange={setRange} />
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
            {t('admin.report.export')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.report.hint', { currency: currency.code })}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.report.orders')} value={totals?.sales.orders ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.report.revenue')} value={totals?.sales.revenue ?? '0'} formatter={(value) => money(String(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.report.refunds')} value={totals?.sales.refunds ?? '0'} formatter={(value) => money(String(value))} loading={isPending} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('admin.report.new_users')} value={totals?.users.new_users ?? 0} formatter={(value) => formatCount(Number(value))} loading={isPending} />
        </Col>
      </Row>
      {data && <SalesChart days={data.days} currency={currency} />}
      <Table<ReportDay>
        rowKey="date"
        columns={columns}
        dataSource={data?.days}
        loading={isFetching}
        size="small"
        pagination={{ defaultPageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        style={{ marginTop: 16 }}
      />
    </PageContainer>
  );
}
