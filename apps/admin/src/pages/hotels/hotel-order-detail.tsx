import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hotelOrderDetailQuery } from '../../api/hotels.ts';
import { TravelOrderDrawer, TravelOrderFacts, travelOrderFacts } from '../../components/travel-order-drawer.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { HotelOrderActions } from './hotel-order-actions.tsx';

/** A booking in full: the stay, the guests and contact, the nightly prices, the cancellation timeline and the history. */
export function HotelOrderDetailDrawer({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { data: order } = useQuery(hotelOrderDetailQuery(orderNo));
  const money = (amount: string) => formatMoney(amount, currency);

  return (
    <TravelOrderDrawer
      kind="hotel"
      width={720}
      title={t('admin.hotel_orders.detail_title', { no: orderNo })}
      order={order}
      actions={(loaded) => <HotelOrderActions order={loaded} />}
      onClose={onClose}
    >
      {(order) => {
        const facts = travelOrderFacts(t, 'hotel', order, money, order.total_amount);
        return (
          <>
            <TravelOrderFacts
              items={[
                ...facts.head,
                { key: 'hotel', label: t('admin.hotel_orders.hotel'), children: order.hotel_name, span: 'filled' as const },
                { key: 'room', label: t('admin.hotel_calendar.room_type'), children: `${order.room_type_name} · ${t(`admin.rate_plans.boards.${order.board}`)}`, span: 'filled' as const },
                { key: 'stay', label: t('admin.hotel_orders.stay'), children: t('admin.hotel_orders.stay_text', { check_in: formatDay(order.check_in), check_out: formatDay(order.check_out), count: order.nights }) },
                { key: 'rooms', label: t('admin.hotel_orders.rooms'), children: t('admin.hotel_orders.occupancy', { rooms: order.rooms, adults: order.adults, children: order.children }) },
                ...facts.people,
                { key: 'guests', label: t('admin.hotel_orders.guests'), children: order.guests.map((guest) => guest.name).join(', '), span: 'filled' as const },
                ...facts.money,
                { key: 'seen', label: t('admin.orders.seen_currency'), children: order.seen_currency },
                { key: 'confirmation', label: t('admin.hotel_orders.confirmation_no'), children: order.confirmation_no ? <Tag color="green">{order.confirmation_no}</Tag> : '–' },
                ...facts.hold,
                facts.remark,
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
          </>
        );
      }}
    </TravelOrderDrawer>
  );
}
