import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHINA, type OrderAdminDetail, type OrderPaymentRow, type RefundView } from '@roamcart/contracts';
import { orderDetailQuery } from '../../api/orders.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { TrackingLink } from '../../components/record-links.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { useCountryName } from '../../lib/country-names.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { CancelModal } from './cancel-modal.tsx';
import { OrderDocumentButtons } from './order-documents.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderStatusTag, RefundMarkTag, RefundStatusTag } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { RefundActions } from './refund-actions.tsx';
import { RefundModal } from './refund-modal.tsx';
import { RefundReason } from './refund-reason.tsx';
import { ShipModal } from './ship-modal.tsx';
import { ShipmentEventModal } from './shipment-event-modal.tsx';
import { SubOrderCard } from './sub-order-card.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** A rate as stored ("0.9200000000") without its trailing zeros ("0.92"). */
function shortRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}

function OrderSummary({ order }: { order: OrderAdminDetail }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const countryName = useCountryName();
  const money = (amount: string) => formatMoney(amount, currency);
  const { address } = order;
  const region = address.country === CHINA ? [address.province, address.city, address.county].filter(Boolean).join(' ') : [address.city, address.province].filter(Boolean).join(', ');

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, lg: 2 }}
        items={[
          {
            key: 'status',
            label: t('admin.common.status'),
            children: (
              <>
                <OrderStatusTag status={order.status} />
                <RefundMarkTag mark={order.refund_mark} />
              </>
            ),
          },
          { key: 'created_at', label: t('admin.orders.created_at'), children: formatDateTime(order.created_at) },
          { key: 'customer', label: t('admin.orders.customer'), children: <><bdi>{order.customer}</bdi> <Typography.Text type="secondary">(ID {order.user_id})</Typography.Text></> },
          { key: 'seen', label: t('admin.orders.seen_currency'), children: t('admin.orders.seen_rate', { currency: order.seen_currency, rate: shortRate(order.seen_rate) }) },
          ...(order.pay_deadline ? [{ key: 'deadline', label: t('admin.orders.pay_deadline'), children: formatDateTime(order.pay_deadline) }] : []),
          { key: 'remark', label: t('admin.orders.remark'), children: order.remark || '–', span: 'filled' as const },
        ]}
      />
      <Section title={t('admin.orders.amounts')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 3, xl: 5 }}
          items={[
            { key: 'goods', label: t('admin.orders.goods_amount'), children: money(order.goods_amount) },
            { key: 'shipping', label: t('admin.orders.shipping_fee'), children: money(order.shipping_fee) },
            { key: 'discount', label: t('admin.orders.discount'), children: money(order.discount) },
            { key: 'due', label: t('admin.orders.pay_amount'), children: <strong>{money(order.pay_amount)}</strong> },
            { key: 'paid', label: t('admin.orders.paid_amount'), children: money(order.paid_amount) },
            { key: 'refunded', label: t('admin.orders.refunded_amount'), children: money(order.refunded_amount) },
          ]}
        />
      </Section>
      <Section title={t('admin.orders.address')}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, lg: 2 }}
          items={[
            { key: 'name', label: t('admin.users.consignee'), children: address.name },
            { key: 'tel', label: t('admin.users.tel'), children: <bdi dir="ltr">{address.tel}</bdi> },
            { key: 'country', label: t('admin.users.country'), children: countryName(address.country) },
            { key: 'region', label: t('admin.users.region'), children: region },
            { key: 'postal_code', label: t('admin.users.postal_code'), children: <bdi>{address.postal_code}</bdi> },
            { key: 'detail', label: t('admin.users.address_detail'), children: address.address_detail },
          ]}
        />
      </Section>
    </>
  );
}

function PaymentsTable({ payments }: { payments: OrderPaymentRow[] }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  return (
    <Table<OrderPaymentRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payments}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('admin.orders.no_payments') }}
      columns={[
        { dataIndex: 'created_at', title: t('admin.orders.time'), render: formatDateTime },
        { dataIndex: 'method', title: t('admin.orders.method'), render: (method: string) => t(`admin.orders.method_${method}`, { defaultValue: method }) },
        {
          dataIndex: 'status',
          title: t('admin.common.status'),
          render: (status: string) => <Tag color={status === 'succeeded' ? 'green' : 'orange'}>{t(`admin.orders.payment_${status}`, { defaultValue: status })}</Tag>,
        },
        { dataIndex: 'amount', title: t('admin.orders.amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
        { dataIndex: 'payer', title: t('admin.orders.payer'), render: (payer: string, row) => <ClippedText text={row.user_id === null ? t('admin.payments.guest') : payer} /> },
      ]}
    />
  );
}

function RefundsTable({ refunds, channels }: { refunds: RefundView[]; channels: OrderAdminDetail['refund_channels'] }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  return (
    <Table<RefundView>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={refunds}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('admin.orders.no_refunds') }}
      columns={[
        { dataIndex: 'created_at', title: t('admin.orders.time'), render: formatDateTime },
        { dataIndex: 'sub_order_no', title: t('admin.refunds.sub_order_no') },
        { dataIndex: 'kind', title: t('admin.refunds.kind'), render: (kind: string) => t(`admin.refunds.kind_${kind}`) },
        { dataIndex: 'status', title: t('admin.common.status'), render: (status: RefundView['status']) => <RefundStatusTag status={status} /> },
        { dataIndex: 'amount', title: t('admin.orders.amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
        { key: 'reason', title: t('admin.refunds.reason'), render: (_, refund) => <RefundReason refund={refund} /> },
        { key: 'return', title: t('admin.refunds.return_shipment'), render: (_, refund) => (refund.tracking_no ? <TrackingLink carrier={refund.logistics_company} trackingNo={refund.tracking_no} url={refund.tracking_url} /> : '–') },
        { key: 'actions', title: t('admin.common.actions'), render: (_, refund) => <RefundActions refund={refund} channel={channels.find((paid) => paid.sub_order_no === refund.sub_order_no)?.channel} /> },
      ]}
    />
  );
}

/** One order: buyer, address, amounts, sub-orders with their lines, payments, refunds and the timeline. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const { data: order, isPending, isError } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  const [shipping, setShipping] = useState<string | null>(null);
  const [addingEventTo, setAddingEventTo] = useState<{ subOrderNo: string; parcelId: number } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState<string | null>(null);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/orders')}>
      {t('admin.orders.back_to_list')}
    </Button>
  );
  if (!orderNo || isError) return <Result status="404" title={t('admin.orders.not_found')} extra={back} />;
  if (isPending) return <CenteredSpin />;
  const shippingSub = order.sub_orders.find((sub) => sub.sub_order_no === shipping);
  const refundingSub = order.sub_orders.find((sub) => sub.sub_order_no === refunding);

  return (
    <PageContainer
      title={t('admin.orders.detail_title', { no: order.order_no })}
      extra={
        <Space wrap>
          {back}
          <OrderDocumentButtons orderNo={order.order_no} />
          {order.status === 'pending_payment' && (
            <Can permission="orders:cancel">
              <Button danger onClick={() => setCancelling(true)}>
                {t('admin.orders.cancel')}
              </Button>
            </Can>
          )}
        </Space>
      }
    >
      <Flex vertical gap={24}>
        <OrderSummary order={order} />
        <Section title={t('admin.orders.sub_orders')}>
          <Flex vertical gap={16}>
            {order.sub_orders.map((sub) => (
              <SubOrderCard
                key={sub.sub_order_no}
                sub={sub}
                events={order.shipment_events.filter((event) => event.sub_order_no === sub.sub_order_no)}
                onShip={() => setShipping(sub.sub_order_no)}
                onAddEvent={(parcelId) => setAddingEventTo({ subOrderNo: sub.sub_order_no, parcelId })}
                onRefund={() => setRefunding(sub.sub_order_no)}
              />
            ))}
          </Flex>
        </Section>
        <Section title={t('admin.orders.payments')}>
          <PaymentsTable payments={order.payments} />
        </Section>
        <Section title={t('admin.orders.refunds')}>
          <RefundsTable refunds={order.refunds} channels={order.refund_channels} />
        </Section>
        <Section title={t('admin.orders.notes')}>
          <OrderNotes orderNo={order.order_no} notes={order.notes} />
        </Section>
        <Section title={t('admin.orders.timeline')}>
          <Card size="small">
            <OrderTimeline moves={order.history} />
          </Card>
        </Section>
      </Flex>
      {shippingSub && <ShipModal sub={shippingSub} onClose={() => setShipping(null)} />}
      {addingEventTo && <ShipmentEventModal subOrderNo={addingEventTo.subOrderNo} parcelId={addingEventTo.parcelId} onClose={() => setAddingEventTo(null)} />}
      {cancelling && <CancelModal orderNo={order.order_no} onClose={() => setCancelling(false)} />}
      {refundingSub && (
        <RefundModal sub={refundingSub} channel={order.refund_channels.find((paid) => paid.sub_order_no === refundingSub.sub_order_no)?.channel} onClose={() => setRefunding(null)} />
      )}
    </PageContainer>
  );
}
