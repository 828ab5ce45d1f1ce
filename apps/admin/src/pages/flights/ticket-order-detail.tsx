import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketOrderAdminDetail } from '@roamcart/contracts';
import { ticketOrderDetailQuery } from '../../api/flights.ts';
import { CenteredSpin } from '../../components/centered-spin.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { TravelStatusTag, useTravelStatusLabel } from '../hotels/hotel-order-status.tsx';
import { useFareName } from './fare-name.ts';
import { TicketOrderActions } from './ticket-order-actions.tsx';

const ACTOR_COLORS: Record<string, string> = { admin: 'blue', user: 'green', system: 'gray' };

function TicketOrderTimeline({ moves }: { moves: TicketOrderAdminDetail['history'] }) {
  const { t } = useTranslation();
  const label = useTravelStatusLabel();
  return (
    <div data-testid="ticket-order-timeline">
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

/** A ticket order in full: the flight and its legs, the fare, passengers with their tickets, the money, the contact and the history. */
export function TicketOrderDetailDrawer({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const fareName = useFareName();
  const { data: order } = useQuery(ticketOrderDetailQuery(orderNo));
  const money = (amount: string) => (order ? formatMoney(amount, { code: order.currency, symbol: order.currency }) : amount);
  const rule = (value: TicketOrderAdminDetail['refund_rule']) => (value.allowed ? t('admin.ticket_orders.rule_penalty', { penalty: money(value.penalty ?? '0') }) : t('admin.ticket_orders.rule_not_allowed'));

  return (
    <Drawer open width={760} title={t('admin.ticket_orders.detail_title', { no: orderNo })} onClose={onClose} extra={order && <TicketOrderActions order={order} />}>
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
              { key: 'flight', label: t('admin.flights.flight_no'), children: `${order.flight_no} · ${order.from_city} (${order.from}) → ${order.to_city} (${order.to})`, span: 'filled' as const },
              { key: 'date', label: t('admin.ticket_orders.date'), children: formatDay(order.date) },
              { key: 'fare', label: t('admin.flight_fares.fares'), children: fareName(order) },
              { key: 'customer', label: t('admin.orders.customer'), children: <><bdi>{order.customer}</bdi> <Typography.Text type="secondary">(ID {order.user_id})</Typography.Text></> },
              { key: 'contact', label: t('admin.hotel_orders.contact'), children: `${order.contact.name} · ${order.contact.phone} · ${order.contact.email}` },
              { key: 'total', label: t('admin.hotel_orders.total'), children: money(order.total_price) },
              { key: 'pay', label: t('admin.orders.pay_amount'), children: money(order.pay_amount) },
              { key: 'paid', label: t('admin.orders.paid_amount'), children: money(order.paid_amount) },
              { key: 'refunded', label: t('admin.hotel_orders.refunded'), children: money(order.refunded_amount) },
              { key: 'refund_rule', label: t('admin.flight_fares.refund_rule'), children: rule(order.refund_rule) },
              { key: 'change_rule', label: t('admin.flight_fares.change_rule'), children: rule(order.change_rule) },
              ...(order.hold_deadline ? [{ key: 'hold', label: t('admin.hotel_orders.hold_deadline'), children: formatDateTime(order.hold_deadline) }] : []),
              ...(order.ticketing_deadline ? [{ key: 'ticketing', label: t('admin.ticket_orders.ticketing_deadline'), children: formatDateTime(order.ticketing_deadline) }] : []),
              { key: 'remark', label: t('admin.orders.remark'), children: order.remark || '–', span: 'filled' as const },
            ]}
          />
          <section>
            <Typography.Title level={5}>{t('admin.ticket_orders.segments')}</Typography.Title>
            <Table
              rowKey={(segment) => `${segment.flight_no}-${segment.from}`}
              size="small"
              pagination={false}
              dataSource={order.segments}
              columns={[
                { dataIndex: 'flight_no', title: t('admin.flights.flight_no') },
                { key: 'route', title: t('admin.flights.route'), render: (_, segment) => `${segment.from} → ${segment.to}` },
                { dataIndex: 'depart_at', title: t('admin.flights.departs_local'), render: (at: string) => at.slice(0, 16).replace('T', ' ') },
                { dataIndex: 'arrive_at', title: t('admin.flights.arrives_local'), render: (at: string) => at.slice(0, 16).replace('T', ' ') },
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
          <section>
            <Typography.Title level={5}>{t('admin.orders.timeline')}</Typography.Title>
            <TicketOrderTimeline moves={order.history} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
