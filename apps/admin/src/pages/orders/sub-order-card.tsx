import { Button, Card, Descriptions, Flex, Image, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUNDABLE_STATUSES, type OrderAdminDetail, type SubOrderView } from '@roamcart/contracts';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { OrderStatusTag, RefundMarkTag } from './order-status.tsx';
import { ParcelList } from './parcel-list.tsx';

const THUMBNAIL = 40;

type ShipmentEvent = OrderAdminDetail['shipment_events'][number];

/**
 * One sub-order: where it ships from, its state (partly shipped while some lines went out),
 * amounts and lines with how many shipped; Ship (a parcel of some or all that is left) while it
 * waits for shipping, and each parcel sent with its carrier events.
 */
export function SubOrderCard({
  sub,
  events,
  onShip,
  onAddEvent,
  onRefund,
}: {
  sub: SubOrderView;
  events: ShipmentEvent[];
  onShip(): void;
  onAddEvent(parcelId: number): void;
  onRefund(): void;
}) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const money = (amount: string) => formatMoney(amount, currency);
  const refundable = REFUNDABLE_STATUSES.includes(sub.status) && sub.refund_mark !== 'fully_refunded';

  return (
    <Card
      type="inner"
      title={
        <Space wrap>
          <Typography.Text copyable={{ text: sub.sub_order_no }}>{t('admin.orders.sub_order_tag', { no: sub.sub_order_no })}</Typography.Text>
          <OrderStatusTag status={sub.status} />
          <RefundMarkTag mark={sub.refund_mark} />
          {sub.status === 'pending_shipping' && sub.parcels.length > 0 && <Tag color="gold">{t('admin.orders.partially_shipped')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {sub.status === 'pending_shipping' && (
            <Can permission="orders:ship">
              <Button type="primary" size="small" onClick={onShip} aria-label={t('admin.orders.ship_title', { no: sub.sub_order_no })}>
                {t('admin.orders.ship')}
              </Button>
            </Can>
          )}
          {refundable && (
            <Can permission="refunds:review">
              <Button size="small" onClick={onRefund} aria-label={t('admin.orders.refund_title', { no: sub.sub_order_no })}>
                {t('admin.orders.refund')}
              </Button>
            </Can>
          )}
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'source', label: t('admin.products.shipping_source'), children: t(`admin.products.shipping.${sub.source}`) },
            { key: 'goods', label: t('admin.orders.goods_amount'), children: money(sub.goods_amount) },
            { key: 'shipping', label: t('admin.orders.shipping_fee'), children: money(sub.shipping_fee) },
            { key: 'discount', label: t('admin.orders.discount'), children: money(sub.discount) },
            { key: 'due', label: t('admin.orders.pay_amount'), children: money(sub.pay_amount) },
            { key: 'paid', label: t('admin.orders.paid_amount'), children: money(sub.paid_amount) },
            ...(sub.refund_mark === 'none' ? [] : [{ key: 'refunded', label: t('admin.orders.refunded_amount'), children: money(sub.refunded_amount) }]),
          ]}
        />
        <Table<SubOrderView['lines'][number]>
          rowKey="sku_id"
          size="small"
          pagination={false}
          dataSource={sub.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'goods',
              title: t('admin.orders.goods'),
              render: (_, line) => (
                <Space>
                  {line.image && <Image src={line.image} alt={line.name} width={THUMBNAIL} height={THUMBNAIL} style={{ objectFit: 'cover' }} />}
                  <span>
                    <div>{line.name}</div>
                    {line.spec_text && <Typography.Text type="secondary">{line.spec_text}</Typography.Text>}
                  </span>
                </Space>
              ),
            },
            { dataIndex: 'price', title: t('admin.orders.price'), align: 'end', render: money },
            { dataIndex: 'qty', title: t('admin.orders.qty'), align: 'end', render: formatCount },
            { dataIndex: 'shipped_qty', title: t('admin.orders.shipped_qty'), align: 'end', render: formatCount },
            { dataIndex: 'amount', title: t('admin.orders.line_amount'), align: 'end', render: money },
          ]}
        />
        {sub.parcels.length > 0 && <ParcelList subOrderNo={sub.sub_order_no} parcels={sub.parcels} events={events} onAddEvent={onAddEvent} />}
      </Flex>
    </Card>
  );
}
