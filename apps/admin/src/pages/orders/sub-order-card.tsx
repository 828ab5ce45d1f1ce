import { Button, Card, Descriptions, Flex, Image, Space, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAdminDetail, OrderLine, SubOrderView } from '@roamcart/contracts';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { OrderStatusTag } from './order-status.tsx';

const THUMBNAIL = 40;

type ShipmentEvent = OrderAdminDetail['shipment_events'][number];

/** A shipped parcel's carrier events, newest first, and the button that adds one. */
function ParcelEvents({ sub, events, onAddEvent }: { sub: SubOrderView; events: ShipmentEvent[]; onAddEvent(): void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admin.orders.carrier_events')}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{t('admin.orders.carrier_events')}</Typography.Text>
        <Can permission="orders:ship">
          <Button size="small" onClick={onAddEvent} aria-label={t('admin.orders.add_event_title', { no: sub.sub_order_no })}>
            {t('admin.orders.add_event')}
          </Button>
        </Can>
      </Flex>
      {events.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('admin.orders.no_carrier_events')}</Typography.Paragraph>
      ) : (
        <Timeline
          style={{ marginTop: 16 }}
          items={events.map((event) => ({
            key: event.id,
            children: (
              <>
                <div>
                  <strong>{t(`admin.orders.event.${event.status}`)}</strong>
                  {event.location && <> · <bdi>{event.location}</bdi></>}
                </div>
                <Typography.Text type="secondary">{formatDateTime(event.occurred_at)}</Typography.Text>
                {event.description && <div>{event.description}</div>}
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}

/**
 * One sub-order: where it ships from, its state, amounts, carrier and lines; Ship while it waits
 * for shipping, and once shipped its parcel's carrier events.
 */
export function SubOrderCard({ sub, events, onShip, onAddEvent }: { sub: SubOrderView; events: ShipmentEvent[]; onShip(): void; onAddEvent(): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const money = (amount: string) => formatMoney(amount, currency);

  return (
    <Card
      type="inner"
      title={
        <Space wrap>
          <Typography.Text copyable={{ text: sub.sub_order_no }}>{t('admin.orders.sub_order_tag', { no: sub.sub_order_no })}</Typography.Text>
          <OrderStatusTag status={sub.status} />
        </Space>
      }
      extra={
        sub.status === 'pending_shipping' && (
          <Can permission="orders:ship">
            <Button type="primary" size="small" onClick={onShip} aria-label={t('admin.orders.ship_title', { no: sub.sub_order_no })}>
              {t('admin.orders.ship')}
            </Button>
          </Can>
        )
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
            { key: 'company', label: t('admin.orders.logistics_company'), children: sub.logistics_company || '–' },
            { key: 'tracking', label: t('admin.orders.tracking_no'), children: sub.tracking_no ? <Typography.Text copyable>{sub.tracking_no}</Typography.Text> : '–' },
          ]}
        />
        <Table<OrderLine>
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
            { dataIndex: 'amount', title: t('admin.orders.line_amount'), align: 'end', render: money },
          ]}
        />
        {sub.tracking_no && <ParcelEvents sub={sub} events={events} onAddEvent={onAddEvent} />}
      </Flex>
    </Card>
  );
}
