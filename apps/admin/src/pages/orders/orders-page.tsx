import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderAdminRow } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { exportOrders, orderListQuery } from '../../api/orders.ts';
import { BulkBar, downloadRowsCsv, useRowSelection, withSorting } from '../../components/bulk-actions.tsx';
import { FilterForm, dayRangeOf } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { CustomerLink } from '../../components/record-links.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useToHandleFilter } from '../../components/use-to-handle-filter.tsx';
import { downloadText } from '../../lib/download.ts';
import { formatCount, formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { orderDetailPath } from '../../lib/paths.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { OrderStatusTag, RefundMarkTag, useOrderStatusOptions } from './order-status.tsx';

const fromAddress = (filters: Query) => ({ days: dayRangeOf(filters, 'date_from', 'date_to') });

function toQuery(values: Record<string, unknown>): Query {
  const { days, ...rest } = values as { days?: [Dayjs, Dayjs] | null } & Query;
  return { ...rest, date_from: days?.[0].format('YYYY-MM-DD'), date_to: days?.[1].format('YYYY-MM-DD') };
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const currency = useBaseCurrency();
  const statusOptions = useOrderStatusOptions();
  const { fixed, banner } = useToHandleFilter(t('admin.orders.to_handle_only'));
  const list = usePagedList(orderListQuery, fixed);
  const { query, rows, pagination, search } = list;
  const selection = useRowSelection((row: OrderAdminRow) => row.order_no, list);
  const [exporting, setExporting] = useState(false);

  async function downloadCsv() {
    setExporting(true);
    try {
      // The filters of the list on screen (fixed ones included): the export takes the same ones.
      const { filename, csv } = await exportOrders(list.filters);
      downloadText(filename, csv);
      message.success(t('admin.orders.exported'));
    } catch {
      // The API client has shown the refusal.
    } finally {
      setExporting(false);
    }
  }

  const money = (amount: string) => formatMoney(amount, currency);
  // Goods and shipping amounts are in the details and the export; the list keeps to what fits a laptop.
  const listColumns: ColumnsType<OrderAdminRow> = [
    {
      dataIndex: 'order_no',
      title: t('admin.orders.order_no'),
      // The number opens the details.
      render: (orderNo: string) => (can('orders:detail') ? <Link to={orderDetailPath(orderNo)}>{orderNo}</Link> : <Typography.Text copyable>{orderNo}</Typography.Text>),
    },
    { dataIndex: 'customer', title: t('admin.orders.customer'), render: (customer: string, row) => <CustomerLink userId={row.user_id} text={customer} maxWidth={160} /> },
    {
      dataIndex: 'status',
      title: t('admin.common.status'),
      render: (status: OrderAdminRow['status'], row) => (
        <>
          <OrderStatusTag status={status} />
          <RefundMarkTag mark={row.refund_mark} />
        </>
      ),
    },
    { dataIndex: 'sub_orders', title: t('admin.orders.sub_orders'), align: 'end', render: formatCount },
    { dataIndex: 'pay_amount', title: t('admin.orders.pay_amount'), align: 'end', render: money },
    {
      dataIndex: 'paid_amount',
      title: t('admin.orders.paid_amount'),
      align: 'end',
      // The currency the customer saw, under what was paid: one column less, so the list fits a laptop.
      render: (amount: string, row) => (
        <>
          {money(amount)}
          <Typography.Text type="secondary" style={{ display: 'block' }} title={t('admin.orders.seen_currency')}>
            {row.currency}
          </Typography.Text>
        </>
      ),
    },
    // The day is enough in the list (the exact time shows on hover and in the details), so the table fits a laptop.
    { dataIndex: 'created_at', title: t('admin.orders.created_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
  ];
  const columns = withSorting(listColumns, ['pay_amount', 'paid_amount', 'created_at'], list.sortable);

  return (
    <PageContainer
      title={t('menu.orders')}
      extra={
        <Can permission="orders:export">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void downloadCsv()}>
            {t('admin.orders.export')}
          </Button>
        </Can>
      }
    >
      <FilterForm onSearch={(values) => search(toQuery(values))} fromAddress={fromAddress}>
        <Form.Item name="order_no" label={t('admin.orders.order_no')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="customer" label={t('admin.orders.customer')}>
          <Input allowClear maxLength={100} placeholder={t('admin.orders.customer_hint')} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear options={statusOptions} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="days" label={t('admin.orders.created_at')}>
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      {banner}
      <BulkBar count={selection.selectedKeys.length} onClear={selection.clear} onExport={() => downloadRowsCsv('orders.csv', listColumns, selection.selectedRows)} />
      <Table<OrderAdminRow>
        rowKey="order_no"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={pagination}
        onChange={list.onChange}
        rowSelection={selection.rowSelection}
        scroll={{ x: 'max-content' }}
      />
    </PageContainer>
  );
}
