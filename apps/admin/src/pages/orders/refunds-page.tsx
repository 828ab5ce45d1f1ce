import { Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RefundAdminRow } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import { refundListQuery } from '../../api/orders.ts';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ClippedText, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useToHandleFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { orderDetailPath } from '../../lib/paths.ts';
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
  const { fixed, banner } = useToHandleFilter(t('admin.refunds.to_handle_only'));
  const { query, rows, pagination, search } = usePagedList(refundListQuery, fixed);

  // Few columns, each holding what belongs together, so the table fits a laptop beside its actions.
  const columns: ColumnsType<RefundAdminRow> = [
    { dataIndex: 'created_at', title: t('admin.refunds.requested_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    {
      key: 'order',
      title: t('admin.refunds.order_customer'),
      render: (_, row) => (
        <>
          <div>{can('orders:detail') ? <Link to={orderDetailPath(row.order_no)}>{row.order_no}</Link> : row.order_no}</div>
          <Typography.Text type="secondary">
            <ClippedText text={row.customer} maxWidth={180} />
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
                <ClippedText text={`${row.logistics_company} ${row.tracking_no}`} maxWidth={160} />
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
    columns.push(actionsColumn<RefundAdminRow>(t('admin.common.actions'), (row) => <RefundActions refund={row} />));
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
      {banner}
      <Table<RefundAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
