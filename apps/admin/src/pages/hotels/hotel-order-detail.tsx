import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminDetail } from '@roamcart/contracts';
import { hotelOrderDetailQuery } from '../../api/hotels.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { HotelOrderActions } from './hotel-order-actions.tsx';
import { TravelStatusTag, useTravelStatusLabel } from './hotel-order-status.tsx';

const ACTOR_COLORS: Record<string, string> = { admin: 'blue', user: 'green', system: 'gray' };

/** The booking's moves, oldest first: from, to, who, when and the remark. */
function HotelOrderTimeline({ moves }: { moves: HotelOrderAdminDetail['history'] }) {
  const { t } = useTranslation();
  const label = useTravelStatusLabel();
  return (
    <div data-testid="hotel-order-timeline">
      <Timeline
        items={moves.map((move, index) => ({
          key: index,
          color: ACTOR_COLORS[move.actor] ?? 'gray',
          content: (
            <>
              <Typography.Text strong>{move.from ? t('admin.orders.move', { from: label(move.from), to: label(move.to) }) : label(move.to)}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {t(`admin.orders.by_${move.actor}`, { defaultValue: move.actor })} {move.actor_name && <bdi>{move.actor_name}</bdi>} · {formatDateTime(move.at)}
                </Typography.Text>
              </div>
              {move.remark && <div>{move.remark}</div>}
            </>
          ),
        }))}
      />
    </div>
  );
}

/** A booking in full: the stay, the guests and contact, the nightly prices, the cancellation timeline and the history. */
export function HotelOrderDetailDrawer({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { data: order } = useQuery(hotelOrderDetailQuery(orderNo));
  const money = (amount: string) => formatMoney(amount, currency);

  return (
    <Drawer open width={720} title={t('admin.hotel_orders.detail_title', { no: orderNo })} onClose={onClose} extra={order && <HotelOrderActions order={order} />}>
      {!order ? (
        <CenteredSpin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            bordered
            size="small"
            column={2}
            items={[
              { key: 'status', label: t('admin.common.status'), children: <TravelStatusTag status={order.status} /> },
              { key: 'created_at', label: t('admin.orders.created_at'), children: formatDateTime(order.created_at) },
              { key: 'hotel', label: t('admin.hotel_orders.hotel'), children: order.hotel_name, span: 'filled' as const },
              { key: 'room', label: t('admin.hotel_calendar.room_type'), children: `${order.room_type_name} · ${t(`admin.rate_plans.boards.${order.board}`)}`, span: 'filled' as const },
              { key: 'stay', label: t('admin.hotel_orders.stay'), children: t('admin.hotel_orders.stay_text', { check_in: formatDay(order.check_in), check_out: formatDay(order.check_out), count: order.nights }) },
              { key: 'rooms', label: t('admin.hotel_orders.rooms'), children: t('admin.hotel_orders.occupancy', { rooms: order.rooms, adults: order.adults, children: order.children }) },
              { key: 'customer', label: t('admin.orders.customer'), children: <><bdi>{order.customer}</bdi> <Typography.Text type="secondary">(ID {order.user_id})</Typography.Text></> },
              { key: 'contact', label: t('admin.hotel_orders.contact'), children: `${order.contact.name} · ${order.contact.phone} · ${order.contact.email}` },
              { key: 'guests', label: t('admin.hotel_orders.guests'), children: order.guests.map((guest) => guest.name).join(', '), span: 'filled' as const },
              { key: 'total', label: t('admin.hotel_orders.total'), children: money(order.total_amount) },
              { key: 'pay', label: t('admin.orders.pay_amount'), children: money(order.pay_amount) },
              { key: 'paid', label: t('admin.orders.paid_amount'), children: money(order.paid_amount) },
              { key: 'refunded', label: t('admin.hotel_orders.refunded'), children: money(order.refunded_amount) },
              { key: 'seen', label: t('admin.orders.seen_currency'), children: order.seen_currency },
              { key: 'confirmation', label: t('admin.hotel_orders.confirmation_no'), children: order.confirmation_no ? <Tag color="green">{order.confirmation_no}</Tag> : '–' },
              ...(order.hold_deadline ? [{ key: 'hold', label: t('admin.hotel_orders.hold_deadline'), children: formatDateTime(order.hold_deadline) }] : []),
              { key: 'remark', label: t('admin.orders.remark'), children: order.remark || '–', span: 'filled' as const },
            ]}
          />
          <section>
            <Typography.Title level={5}>{t('admin.hotel_orders.nightly')}</Typography.Title>
            <Table
              rowKey="date"
              size="small"
              pagination={false}
              dataSource={order.nightly}
              columns={[
                { dataIndex: 'date', title: t('admin.hotel_calendar.night'), render: (date: string) => formatDay(date) },
                { dataIndex: 'price', title: t('admin.hotel_orders.price_per_room'), align: 'end', render: money },
              ]}
            />
          </section>
          <section>
            <Typography.Title level={5}>{t('admin.rate_plans.cancellation')}</Typography.Title>
            <Typography.Text>
              {order.cancellation.length === 0
                ? t('admin.rate_plans.non_refundable')
                : order.cancellation.map((step) => t('admin.rate_plans.step', { hours: step.hours_before, percent: step.refund_percent })).join(' · ')}
            </Typography.Text>
          </section>
          <section>
            <Typography.Title level={5}>{t('admin.orders.timeline')}</Typography.Title>
            <HotelOrderTimeline moves={order.history} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
