import { Button, Form, Image, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, CHANNEL_PAYMENT_STATUSES, ORDER_PAYMENT_BIZ, type ChannelPaymentAdminRow, type ChannelPaymentStatus } from '@roamcart/contracts';
import type { Query } from '../../api/client.ts';
import type { PagedListQuery } from '../../api/resource.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { ClippedText, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

const STATUS_COLOURS: Record<ChannelPaymentStatus, string> = {
  pending_payment: 'default',
  pending_review: 'orange',
  review_approved: 'green',
  review_failed: 'red',
  payment_failed: 'red',
  cancelled_payment: 'default',
};

const REMARK_MAX = 200;
const VOUCHER_WIDTH = 72;

type Decision = { id: number; approve: boolean; remark: string };

/** Approve or reject a payment waiting for review; the remark is required to reject, and the customer sees it. */
function ReviewActions({ row, permission, review }: { row: ChannelPaymentAdminRow; permission: string; review: UseMutationResult<unknown, Error, Decision> }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const [approve, setApprove] = useState<boolean | null>(null);
  if (row.status !== 'pending_review') return null;
  const amount = formatMoney(row.biz === 'recharge' ? row.received : row.amount, currency);
  return (
    <Can permission={permission}>
      <Space size={0}>
        <Button type="link" size="small" onClick={() => setApprove(true)}>
          {t('admin.payments.approve')}
        </Button>
        <Button type="link" size="small" danger onClick={() => setApprove(false)}>
          {t('admin.payments.reject')}
        </Button>
      </Space>
      {approve !== null && (
        <EditModal<{ remark: string }>
          title={t(approve ? 'admin.payments.approve_title' : 'admin.payments.reject_title', { no: row.pay_no })}
          okText={t(approve ? 'admin.payments.approve' : 'admin.payments.reject')}
          initialValues={{ remark: '' }}
          onClose={() => setApprove(null)}
          onSubmit={(values) => review.mutateAsync({ id: row.id, approve, remark: values.remark.trim() })}
        >
          <Typography.Paragraph>
            {approve ? t(row.biz === 'recharge' ? 'admin.payments.approve_recharge_hint' : 'admin.payments.approve_order_hint', { amount, no: row.reference }) : t('admin.payments.reject_hint')}
          </Typography.Paragraph>
          {row.voucher_url && <Image src={row.voucher_url} alt={t('admin.payments.voucher_of', { no: row.pay_no })} width={240} />}
          <Form.Item name="remark" label={t('admin.payments.remark')} rules={approve ? [] : [{ required: true, whitespace: true, message: t('validation.review_remark') }]}>
            <Input maxLength={REMARK_MAX} />
          </Form.Item>
        </EditModal>
      )}
    </Can>
  );
}

/**
 * A review queue of channel payments (top-ups, or offline payments of goods, hotel and flight
 * orders): waiting ones first by default, with the voucher to look at, what the payer owes or
 * gets, and who decided and when.
 */
export function PaymentReviewPage({
  title,
  queue,
  listQuery,
  reviewPermission,
  useReview,
}: {
  title: string;
  queue: 'recharges' | 'offline_payments';
  listQuery: PagedListQuery<ChannelPaymentAdminRow>;
  reviewPermission: string;
  useReview: () => UseMutationResult<unknown, Error, Decision>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const currency = useBaseCurrency();
  const review = useReview();
  const { query, rows, pagination, search } = usePagedList(listQuery);
  const money = (amount: string) => formatMoney(amount, currency);

  const columns: ColumnsType<ChannelPaymentAdminRow> = [
    { dataIndex: 'created_at', title: t('admin.payments.created_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    {
      key: 'payment',
      title: t('admin.payments.payment'),
      render: (_, row) => (
        <>
          <div>{row.pay_no}</div>
          {row.biz !== 'recharge' && (
            <Typography.Text type="secondary">
              {t(`admin.payments.for_${row.biz}`, { no: row.reference })}
              {row.sub_order_nos.length > 0 && ` (${row.sub_order_nos.join(', ')})`}
            </Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary">
              <ClippedText text={row.customer || t('admin.payments.guest')} maxWidth={160} />
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: 'channel',
      title: t('admin.payments.channel'),
      render: (_, row) => (
        <>
          <div>{row.channel_title}</div>
          <Typography.Text type="secondary">{t(`admin.channels.kind_${row.kind}`)}</Typography.Text>
          {row.third_party_no && (
            <div>
              <ClippedText text={t('admin.payments.third_party_no', { no: row.third_party_no })} maxWidth={160} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'amounts',
      title: t('admin.payments.amounts'),
      align: 'end',
      render: (_, row) => (
        <>
          <div>{money(row.amount)}</div>
          {row.biz === 'recharge' && (
            <Typography.Text type="secondary">{t('admin.payments.fee_received', { fee: money(row.fee), received: money(row.received) })}</Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary">{t('admin.payments.seen_currency', { currency: row.seen_currency })}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      dataIndex: 'voucher_url',
      title: t('admin.payments.voucher'),
      render: (url: string, row) => (url ? <Image src={url} alt={t('admin.payments.voucher_of', { no: row.pay_no })} width={VOUCHER_WIDTH} /> : '–'),
    },
    {
      key: 'status',
      title: t('admin.common.status'),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]}>{t(`admin.payments.status_${row.status}`)}</Tag>
          {row.settlement && <div>{t(`admin.payments.settlement_${row.settlement}`)}</div>}
          {row.reviewed_at && (
            <div>
              <Typography.Text type="secondary">{t('admin.payments.reviewed_by', { admin: row.reviewer, at: formatDateTime(row.reviewed_at) })}</Typography.Text>
            </div>
          )}
          {row.remark && (
            <div>
              <Typography.Text type="secondary">
                <ClippedText text={row.remark} maxWidth={200} />
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
  ];
  if (can(reviewPermission)) columns.push(actionsColumn<ChannelPaymentAdminRow>(t('admin.common.actions'), (row) => <ReviewActions row={row} permission={reviewPermission} review={review} />));

  return (
    <PageContainer title={title}>
      <FilterForm onSearch={(values) => search(values as Query)}>
        <Form.Item name="pay_no" label={t('admin.payments.number')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="customer" label={t('admin.payments.customer')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.common.status')}>
          <Select allowClear options={CHANNEL_PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`admin.payments.status_${status}`) }))} style={{ width: 180 }} />
        </Form.Item>
        {queue === 'recharges' ? (
          <Form.Item name="kind" label={t('admin.channels.kind')}>
            <Select allowClear options={CHANNEL_KINDS.map((kind) => ({ value: kind, label: t(`admin.channels.kind_${kind}`) }))} style={{ width: 140 }} />
          </Form.Item>
        ) : (
          <Form.Item name="biz" label={t('admin.payments.biz')}>
            <Select allowClear options={ORDER_PAYMENT_BIZ.map((biz) => ({ value: biz, label: t(`admin.payments.biz_${biz}`) }))} style={{ width: 160 }} />
          </Form.Item>
        )}
      </FilterForm>
      <Table<ChannelPaymentAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
