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
import { CustomerLink, OrderLink } from '../../components/record-links.tsx';
import { ClippedText, StackedCell, actionsColumn } from '../../components/table-cells.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useLinkedRecordFilter } from '../../components/use-to-handle-filter.tsx';
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
const VOUCHER_WIDTH = 48;

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
  // A back-office message opens the queue on its payment.
  const linked = useLinkedRecordFilter('pay_no');
  const { query, rows, pagination, search } = usePagedList(listQuery, linked.fixed);
  const money = (amount: string) => formatMoney(amount, currency);

  // Combined cells and the actions column's fixed width keep the queue within 1,280 px, its buttons in sight.
  const columns: ColumnsType<ChannelPaymentAdminRow> = [
    {
      key: 'payment',
      title: t('admin.payments.payment'),
      render: (_, row) => (
        <StackedCell
          main={row.pay_no}
          lines={[
            row.biz !== 'recharge' && (
              <span key="order">
                {t(`admin.payments.biz_${row.biz}`)}: <OrderLink kind={row.biz} orderNo={row.reference} />
              </span>
            ),
            // The sub-orders paid, clipped on a line of their own (all of them on hover) so a long list keeps the queue within the page.
            row.sub_order_nos.length > 0 && <ClippedText key="sub-orders" text={row.sub_order_nos.join(', ')} maxWidth={200} />,
            row.customer ? <CustomerLink key="customer" userId={row.user_id} text={row.customer} maxWidth={150} /> : t('admin.payments.guest'),
            <span key="created" title={formatDateTime(row.created_at)}>
              {formatDay(row.created_at)}
            </span>,
          ]}
        />
      ),
    },
    {
      key: 'channel',
      title: t('admin.payments.channel'),
      render: (_, row) => (
        <Space align="start">
          {row.voucher_url && <Image src={row.voucher_url} alt={t('admin.payments.voucher_of', { no: row.pay_no })} width={VOUCHER_WIDTH} />}
          <StackedCell
            main={<ClippedText text={row.channel_title} maxWidth={120} />}
            lines={[t(`admin.channels.kind_${row.kind}`), row.third_party_no && <ClippedText text={t('admin.payments.third_party_no', { no: row.third_party_no })} maxWidth={120} />]}
          />
        </Space>
      ),
    },
    {
      key: 'amounts',
      title: t('admin.payments.amounts'),
      align: 'end',
      render: (_, row) => (
        <StackedCell
          main={money(row.amount)}
          lines={[
            row.biz === 'recharge' && (
              // Only an approved top-up was credited; one waiting or refused says what it would credit.
              <ClippedText
                key="fee"
                text={t(row.status === 'review_approved' ? 'admin.payments.fee_received' : 'admin.payments.fee_to_credit', { fee: money(row.fee), received: money(row.received) })}
                maxWidth={150}
              />
            ),
            t('admin.payments.seen_currency', { currency: row.seen_currency }),
          ]}
        />
      ),
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
              <Typography.Text type="secondary">
                <ClippedText text={t('admin.payments.reviewed_by', { admin: row.reviewer, at: formatDateTime(row.reviewed_at) })} maxWidth={140} />
              </Typography.Text>
            </div>
          )}
          {row.remark && (
            <div>
              <Typography.Text type="secondary">
                <ClippedText text={row.remark} maxWidth={140} />
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
      {linked.banner}
      <Table<ChannelPaymentAdminRow> rowKey="id" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
    </PageContainer>
  );
}
