import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MONEY_FLOWS, type MoneyChannelFigures, type MoneyFigures, type MoneyReportDay } from '@roamcart/contracts';
import { exportMoneyReport, moneyReportQuery } from '../../api/reports.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { downloadText } from '../../lib/download.ts';
import { formatCount, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { MoneyChannelsChart, MoneyDaysChart } from './money-chart.tsx';
import { ReportRangePicker, useReportRange } from './report-range.tsx';

/**
 * Money in and out over a range of days: top-ups, order payments and paid-out withdrawals per day
 * and per channel, with their totals, two charts, the figures and a CSV of them.
 */
export default function MoneyReportPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { range, setRange, start, end } = useReportRange();
  const { data, isPending, isFetching } = useQuery(moneyReportQuery(start, end));
  const download = useMutation({
    mutationFn: () => exportMoneyReport(start, end),
    onSuccess: ({ filename, csv }) => downloadText(filename, csv),
  });
  const money = (amount: string) => formatMoney(amount, currency);
  const figures = (value: MoneyFigures) => (
    <>
      <div>
        {money(value.amount)} · {formatCount(value.count)}
      </div>
      {!/^0(\.0+)?$/.test(value.fee) && <Typography.Text type="secondary">{`${t('admin.money_report.fee')} ${money(value.fee)}`}</Typography.Text>}
    </>
  );

  const dayColumns: ColumnsType<MoneyReportDay> = [
    { dataIndex: 'date', title: t('admin.report.day'), render: (date: string) => formatDay(date) },
    ...MONEY_FLOWS.map((flow) => ({ key: flow, title: t(`admin.money_report.flow_${flow}`), align: 'end' as const, render: (_: unknown, day: MoneyReportDay) => figures(day[flow]) })),
  ];
  const channelColumns: ColumnsType<MoneyChannelFigures> = [
    { dataIndex: 'title', title: t('admin.money_report.channel') },
    { dataIndex: 'flow', title: t('admin.money_report.flow'), render: (flow: string) => t(`admin.money_report.flow_${flow}`) },
    { dataIndex: 'count', title: t('admin.money_report.count'), align: 'end', render: (count: number) => formatCount(count) },
    { dataIndex: 'amount', title: t('admin.money_report.amount'), align: 'end', render: money },
    { dataIndex: 'fee', title: t('admin.money_report.fee'), align: 'end', render: money },
  ];

  return (
    <PageContainer
      title={t('menu.money_report')}
      extra={
        <Space wrap>
          <ReportRangePicker range={range} onChange={setRange} />
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
            {t('admin.money_report.export')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.money_report.hint', { currency: currency.code })}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {MONEY_FLOWS.map((flow) => (
          <Col key={flow} xs={24} md={8}>
            <Statistic
              title={t(`admin.money_report.flow_${flow}`)}
              value={data?.totals[flow].amount ?? '0'}
              formatter={(value) => money(String(value))}
              suffix={data ? <Typography.Text type="secondary">{t('admin.money_report.times', { times: formatCount(data.totals[flow].count) })}</Typography.Text> : null}
              loading={isPending}
            />
          </Col>
        ))}
      </Row>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card size="small" title={t('admin.money_report.days_chart')}>
              <MoneyDaysChart days={data.days} currency={currency} />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card size="small" title={t('admin.money_report.channels_chart')}>
              <MoneyChannelsChart channels={data.channels} currency={currency} />
            </Card>
          </Col>
        </Row>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('admin.money_report.by_channel')}
      </Typography.Title>
      <Table<MoneyChannelFigures> rowKey={(row) => `${row.flow}:${row.channel}`} columns={channelColumns} dataSource={data?.channels} loading={isFetching} size="small" pagination={false} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('admin.money_report.by_day')}
      </Typography.Title>
      <Table<MoneyReportDay>
        rowKey="date"
        columns={dayColumns}
        dataSource={data?.days}
        loading={isFetching}
        size="small"
        pagination={{ defaultPageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
      />
    </PageContainer>
  );
}
