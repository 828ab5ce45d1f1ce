import { Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { RefundAdminRow } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { refundListQuery } from '../../api/orders.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { CustomerLink, OrderLink, TrackingLink } from '../../components/record-links.tsx';
import { actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useLinkedRecordFilter, useToHandleFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { RefundStatusTag, useRefundStatusOptions } from './order-status.tsx';
import { RefundActions } from './refund-actions.tsx';
import { RefundReason } from './refund-reason.tsx';

/** Refund and return-and-refund requests, newest first: review them, and confirm returned goods. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const currency = useBaseCurrency();
  const statusOptions = useRefundStatusOptions();
  const toHandle = useToHandleFilter(t('admin.refunds.to_handle_only'));
  // A back-office message opens the list on its order's refunds.
  const linked = useLinkedRecordFilter('order_no');
  const { query, rows, pagination, search } = usePagedList(refundListQuery, { ...toHandle.fixed, ...linked.fixed });

  // Few columns, each holding what belongs together, so the table fits a laptop beside its actions.
  const columns: ColumnsType<RefundAdminRow> = [
    { dataIndex: 'created_at', title: t('admin.refunds.requested_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    {
      key: 'order',
      title: t('admin.refunds.order_customer'),
      render: (_, row) => (
        <>
          <div>
            <OrderLink kind="goods_order" orderNo={row.order_no} />
          </div>
          <Typography.Text type="secondary">
            <CustomerLink userId={row.user_id} text={row.customer} maxWidth={180} />
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      title: t('admin.refunds.kind_status'),
      render: (_, row) => (
        <>
          <div>{t(`admin.refunds.kind_${row.kind}`)}</div>
          <RefundStatusTag status={row.status} />
          {row.tracking_no && (
            <div>
              <Typography.Text type="secondary">
                <TrackingLink carrier={row.logistics_company} trackingNo={row.tracking_no} url={row.tracking_url} />
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { dataIndex: 'amount', title: t('admin.orders.amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
    {
      key: 'reason',
      title: t('admin.refunds.reason'),
      render: (_, row) => <RefundReason refund={row} />,
    },
  ];
  if (can('refunds:review') || can('refunds:confirm_return')) {
    columns.push(actionsColumn<RefundAdminRow>(t('admin.common.actions'), (row) => <RefundActions refund={row} channel={row.refund_channel} />));
  }

  return (
    <PageContainer title={t('menu.refunds')}>
      <FilterForm onSearch={(values) => search(values as Query)}>
        <Form.Item name="order_no" label={t('admin.orders.order_no')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear options={statusOptions} style={{ width: 180 }} />
        </Form.Item>
      </FilterForm>
      {toHandle.banner}
      {linked.banner}
      <Table<RefundAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
