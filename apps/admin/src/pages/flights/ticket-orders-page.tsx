import { useQuery } from '@tanstack/react-query';
import { Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TicketOrderAdminRow, z, ticketingQueueRow } from '@roamcart/contracts';
import { ticketingQueueQuery, ticketOrderListQuery } from '../../api/flights.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { CustomerLink } from '../../components/record-links.tsx';
import { ClippedText, StackedCell, actionsColumn } from '../../components/table-cells.tsx';
import { OrderNoLink, TravelOrderFilters } from '../../components/travel-order-list.tsx';
import { TravelStatusTag } from '../../components/travel-order-status.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { ShowAllBanner, useLinkedRecordFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { TicketOrderActions } from './ticket-order-actions.tsx';
import { TicketOrderDetailDrawer } from './ticket-order-detail.tsx';

type TicketingRow = z.infer<typeof ticketingQueueRow>;

/** Time left to issue: late ones in red, due within 30 minutes in orange. */
function Countdown({ row }: { row: TicketingRow }) {
  const { t } = useTranslation();
  if (row.late) return <Tag color="red">{t('admin.ticket_orders.late', { minutes: -row.minutes_left })}</Tag>;
  return <Tag color={row.due_soon ? 'orange' : 'default'}>{t('admin.ticket_orders.minutes_left', { minutes: row.minutes_left })}</Tag>;
}

/** Lines of a cell, one per flight of the trip. */
function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </>
  );
}

/** Each flight of the order on a line (with its day when asked), under a tag naming a round trip or a multi-city trip. */
function TripFlights({ row, withDay = false }: { row: Pick<TicketOrderAdminRow, 'trip' | 'legs'>; withDay?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {row.trip !== 'one_way' && <Tag>{t(`admin.ticket_orders.trip.${row.trip}`)}</Tag>}
      <Lines lines={row.legs.map((leg) => `${leg.flight_no} · ${leg.from} → ${leg.to}${withDay ? ` · ${formatDay(leg.date)}` : ''}`)} />
    </>
  );
}

/** The queue, or only `onlyOrder` (a back-office message's link) with a banner offering the whole queue. */
function TicketingQueue({ onlyOrder, onShowAll, onOpen }: { onlyOrder: string | null; onShowAll(): void; onOpen(orderNo: string): void }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const query = useQuery(ticketingQueueQuery({ ...paging, ...(onlyOrder && { order_no: onlyOrder }) }));
  // Combined cells and the actions column's fixed width keep the queue within 1,280 px, Issue tickets in sight.
  const columns: ColumnsType<TicketingRow> = [
    {
      dataIndex: 'order_no',
      title: t('admin.orders.order_no'),
      render: (orderNo: string, row) => (
        <StackedCell main={<OrderNoLink orderNo={orderNo} onOpen={onOpen} />} lines={[<ClippedText key="contact" text={`${row.contact.name} · ${row.contact.phone}`} maxWidth={160} />]} />
      ),
    },
    {
      key: 'left',
      title: t('admin.ticket_orders.time_left'),
      // When it was paid under its deadline: one column less, so the queue fits a laptop whatever the trip.
      render: (_, row) => (
        <StackedCell
          main={<Countdown row={row} />}
          lines={[
            t('admin.ticket_orders.deadline_text', { at: formatDateTime(row.ticketing_deadline) }),
            <span key="paid" title={formatDateTime(row.paid_at)}>
              {t('admin.ticket_orders.paid_at')}: {formatDay(row.paid_at)}
            </span>,
          ]}
        />
      ),
    },
    {
      key: 'flight',
      title: t('admin.flights.flight_no'),
      render: (_, row) => <StackedCell main={<TripFlights row={row} withDay />} lines={[t('admin.ticket_orders.passengers_text', { passengers: row.passenger_count })]} />,
    },
    actionsColumn<TicketingRow>(t('admin.common.actions'), (row) => <TicketOrderActions order={{ order_no: row.order_no, status: 'paid_pending_verification' }} />),
  ];
  return (
    <>
      {onlyOrder && <ShowAllBanner message={t('admin.ticket_orders.only_order', { order_no: onlyOrder })} onShowAll={onShowAll} />}
      <Table<TicketingRow>
        rowKey="order_no"
        columns={columns}
        dataSource={query.data?.list}
        loading={query.isFetching}
        data-testid="ticketing-queue"
        rowClassName={(row) => (row.late ? 'ticketing-late' : row.due_soon ? 'ticketing-due-soon' : '')}
        pagination={{ current: paging.page, pageSize: paging.limit, total: query.data?.total ?? 0, onChange: (page, limit) => setPaging({ page, limit }), showTotal: (total) => t('admin.common.total', { total }) }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

function AllTicketOrders({ onOpen }: { onOpen(orderNo: string): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  // A back-office message opens the list on its order.
  const linked = useLinkedRecordFilter('order_no');
  const { query, rows, pagination, search } = usePagedList(ticketOrderListQuery, linked.fixed);
  const columns: ColumnsType<TicketOrderAdminRow> = [
    {
      dataIndex: 'order_no',
      title: t('admin.orders.order_no'),
      render: (orderNo: string, row) => (
        <StackedCell
          main={<OrderNoLink orderNo={orderNo} onOpen={onOpen} />}
          lines={[<CustomerLink key="customer" userId={row.user_id} text={row.customer} maxWidth={180} />, <span key="placed" title={formatDateTime(row.created_at)}>{formatDay(row.created_at)}</span>]}
        />
      ),
    },
    { dataIndex: 'status', title: t('admin.common.status'), render: (status: TicketOrderAdminRow['status']) => <TravelStatusTag status={status} /> },
    {
      key: 'flight',
      title: t('admin.flights.flight_no'),
      render: (_, row) => <StackedCell main={<TripFlights row={row} withDay />} lines={[t('admin.ticket_orders.passengers_text', { passengers: row.passenger_count })]} />,
    },
    { dataIndex: 'pay_amount', title: t('admin.orders.pay_amount'), align: 'end', render: (amount: string) => formatMoney(amount, currency) },
    actionsColumn<TicketOrderAdminRow>(t('admin.common.actions'), (row) => <TicketOrderActions order={row} />),
  ];
  return (
    <>
      <TravelOrderFilters keywordHint={t('admin.ticket_orders.keyword_hint')} onSearch={search} />
      {linked.banner}
      <Table<TicketOrderAdminRow> rowKey="order_no" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} data-testid="ticket-orders" />
    </>
  );
}

/** Ticket orders: the ticketing queue (nearest deadline first, with countdowns), every order with review and issuing, and each order's details. */
export default function TicketOrdersPage() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  // The tab and the one order to show come from the address (`ticketingQueueLink` of the contracts).
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ticketing' ? 'ticketing' : 'orders';
  const onlyOrder = tab === 'ticketing' ? params.get('order_no') : null;
  return (
    <PageContainer title={t('menu.ticket_orders')}>
      <Typography.Paragraph type="secondary">{t('admin.ticket_orders.hint')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key })}
        items={[
          { key: 'orders', label: t('admin.ticket_orders.all_orders'), children: <AllTicketOrders onOpen={setOpened} /> },
          {
            key: 'ticketing',
            label: t('admin.ticket_orders.ticketing_queue'),
            children: <TicketingQueue key={onlyOrder ?? ''} onlyOrder={onlyOrder} onShowAll={() => setParams({ tab: 'ticketing' })} onOpen={setOpened} />,
          },
        ]}
      />
      {opened && <TicketOrderDetailDrawer orderNo={opened} onClose={() => setOpened(null)} />}
    </PageContainer>
  );
}
