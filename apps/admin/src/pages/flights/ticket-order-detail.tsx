import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketOrderAdminDetail } from '@roamcart/contracts';
import { ticketOrderDetailQuery } from '../../api/flights.ts';
import { TravelOrderDrawer, TravelOrderFacts, travelOrderFacts } from '../../components/travel-order-drawer.tsx';
import { formatDateTime, formatDay, formatMoney, formatPlaceDateTime } from '../../lib/format.ts';
import { useFareName } from './fare-name.ts';
import { TicketOrderActions } from './ticket-order-actions.tsx';

/** A flight's number and route by city: "NH215 · Tokyo (HND) → Paris (CDG)". */
const legRoute = (leg: Pick<TicketOrderAdminDetail, 'flight_no' | 'from' | 'from_city' | 'to' | 'to_city'>) => `${leg.flight_no} · ${leg.from_city} (${leg.from}) → ${leg.to_city} (${leg.to})`;

/** A ticket order in full: the flight and its legs, the fare, passengers with their tickets, the money, the contact and the history. */
export function TicketOrderDetailDrawer({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const fareName = useFareName();
  const { data: order } = useQuery(ticketOrderDetailQuery(orderNo));
  const money = (amount: string) => (order ? formatMoney(amount, { code: order.currency, symbol: order.currency }) : amount);
  const rule = (value: TicketOrderAdminDetail['refund_rule']) => (value.allowed ? t('admin.ticket_orders.rule_penalty', { penalty: money(value.penalty ?? '0') }) : t('admin.ticket_orders.rule_not_allowed'));

  return (
    <TravelOrderDrawer
      kind="ticket"
      width={760}
      title={t('admin.ticket_orders.detail_title', { no: orderNo })}
      order={order}
      actions={(loaded) => <TicketOrderActions order={loaded} />}
      onClose={onClose}
    >
      {(order) => {
        const facts = travelOrderFacts(t, 'ticket', order, money, order.total_price);
        const oneWay = order.trip === 'one_way';
        return (
          <>
            <TravelOrderFacts
              items={[
                ...facts.head,
                ...(oneWay
                  ? [
                      { key: 'flight', label: t('admin.flights.flight_no'), children: legRoute(order), span: 'filled' as const },
                      { key: 'date', label: t('admin.ticket_orders.date'), children: formatDay(order.date) },
                      { key: 'fare', label: t('admin.flight_fares.fares'), children: fareName(order) },
                    ]
                  : [{ key: 'trip', label: t('admin.ticket_orders.trip_title'), children: t(`admin.ticket_orders.trip.${order.trip}`), span: 'filled' as const }]),
                ...facts.people,
                ...facts.money,
                ...(oneWay
                  ? [
                      { key: 'refund_rule', label: t('admin.flight_fares.refund_rule'), children: rule(order.refund_rule) },
                      { key: 'change_rule', label: t('admin.flight_fares.change_rule'), children: rule(order.change_rule) },
                    ]
                  : []),
                ...facts.hold,
                ...(order.ticketing_deadline ? [{ key: 'ticketing', label: t('admin.ticket_orders.ticketing_deadline'), children: formatDateTime(order.ticketing_deadline) }] : []),
                facts.remark,
              ]}
            />
            {!oneWay && (
              <section>
                <Typography.Title level={5}>{t('admin.ticket_orders.trip_title')}</Typography.Title>
                <Table
                  rowKey={(leg) => `${leg.flight_no}-${leg.date}`}
                  size="small"
                  pagination={false}
                  dataSource={order.legs}
                  data-testid="ticket-order-legs"
                  columns={[
                    { key: 'number', title: '#', render: (_, _leg, index) => t('admin.ticket_orders.flight_number', { number: index + 1 }) },
                    { key: 'route', title: t('admin.flights.flight_no'), render: (_, leg) => legRoute(leg) },
                    { dataIndex: 'date', title: t('admin.ticket_orders.date'), render: (date: string) => formatDay(date) },
                    { key: 'fare', title: t('admin.flight_fares.fares'), render: (_, leg) => fareName(leg) },
                    { key: 'refund_rule', title: t('admin.flight_fares.refund_rule'), render: (_, leg) => rule(leg.refund_rule) },
                    { key: 'change_rule', title: t('admin.flight_fares.change_rule'), render: (_, leg) => rule(leg.change_rule) },
                  ]}
                />
              </section>
            )}
            <section>
              <Typography.Title level={5}>{t('admin.ticket_orders.segments')}</Typography.Title>
              <Table
                rowKey={(segment) => `${segment.flight_no}-${segment.from}-${segment.depart_at}`}
                size="small"
                pagination={false}
                dataSource={order.legs.flatMap((leg) => leg.segments)}
                columns={[
                  { dataIndex: 'flight_no', title: t('admin.flights.flight_no') },
                  { key: 'route', title: t('admin.flights.route'), render: (_, segment) => `${segment.from} → ${segment.to}` },
                  { dataIndex: 'depart_at', title: t('admin.flights.departs_local'), render: (at: string) => formatPlaceDateTime(at) },
                  { dataIndex: 'arrive_at', title: t('admin.flights.arrives_local'), render: (at: string) => formatPlaceDateTime(at) },
                  { dataIndex: 'aircraft', title: t('admin.flights.aircraft') },
                ]}
              />
            </section>
            <section>
              <Typography.Title level={5}>{t('admin.ticket_orders.passengers')}</Typography.Title>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={order.passengers}
                data-testid="ticket-order-passengers"
                columns={[
                  { key: 'name', title: t('admin.common.name'), render: (_, passenger) => <bdi>{`${passenger.last_name}/${passenger.first_name}`}</bdi> },
                  { dataIndex: 'type', title: t('admin.ticket_orders.passenger_type'), render: (type: string) => t(`admin.ticket_orders.passenger_types.${type}`) },
                  { key: 'document', title: t('admin.ticket_orders.document'), render: (_, passenger) => `${passenger.nationality} · ${passenger.doc_number} · ${formatDay(passenger.doc_expiry)}` },
                  { dataIndex: 'birth_date', title: t('admin.ticket_orders.birth_date'), render: (date: string) => formatDay(date) },
                  { dataIndex: 'ticket_no', title: t('admin.ticket_orders.ticket_no'), render: (no: string | null) => (no ? <Tag color="green">{no}</Tag> : '–') },
                ]}
              />
            </section>
          </>
        );
      }}
    </TravelOrderDrawer>
  );
}
