import { Form, Image, Input, Select, Space, Table } from 'antd';
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
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { RefundStatusTag, useRefundStatusOptions } from './order-status.tsx';
import { orderDetailPath } from './paths.ts';
import { RefundActions } from './refund-actions.tsx';

const THUMBNAIL = 32;

/** Refund and return-and-refund requests, newest first: review them, and confirm returned goods. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const currency = useBaseCurrency();
  const statusOptions = useRefundStatusOptions();
  const { query, rows, pagination, search } = usePagedList(refundListQuery);

  const columns: ColumnsType<RefundAdminRow> = [
    { dataIndex: 'created_at', title: t('admin.refunds.requested_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    {
      dataIndex: 'order_no',
      title: t('admin.orders.order_no'),
      render: (orderNo: string) => (can('orders:detail') ? <Link to={orderDetailPath(orderNo)}>{orderNo}</Link> : orderNo),
    },
    { dataIndex: 'sub_order_no', title: t('admin.refunds.sub_order_no') },
    { dataIndex: 'customer', title: t('admin.orders.customer'), render: (customer: string) => <ClippedText text={customer} maxWidth={180} /> },
    { dataIndex: 'kind', title: t('admin.refunds.kind'), render: (kind: RefundAdminRow['kind']) => t(`admin.refunds.kind_${kind}`) },
    { dataIndex: 'status', title: t('admin.common.status'), render: (status: RefundAdminRow['status']) => <RefundStatusTag status={status} /> },
    { dataIndex: 'amount', title: t('admin.orders.amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
    { dataIndex: 'reason', title: t('admin.refunds.reason'), render: (reason: string) => <ClippedText text={reason} maxWidth={180} /> },
    {
      dataIndex: 'images',
      title: t('admin.refunds.images'),
      render: (images: string[], row) =>
        images.length > 0 && (
          <Image.PreviewGroup>
            <Space size={4}>
              {images.map((url, index) => (
                <Image key={url} src={url} width={THUMBNAIL} height={THUMBNAIL} style={{ objectFit: 'cover' }} alt={t('admin.refunds.image_alt', { no: row.sub_order_no, number: index + 1 })} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ),
    },
    {
      key: 'return',
      title: t('admin.refunds.return_shipment'),
      render: (_, row) => <ClippedText text={[row.logistics_company, row.tracking_no].filter(Boolean).join(' ')} maxWidth={180} />,
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
      <Table<RefundAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
