import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminRow } from '@roamcart/contracts';
import { hotelOrderListQuery } from '../../api/hotels.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { CustomerLink } from '../../components/record-links.tsx';
import { ClippedText, StackedCell, actionsColumn } from '../../components/table-cells.tsx';
import { OrderNoLink, TravelOrderFilters } from '../../components/travel-order-list.tsx';
import { TravelStatusTag } from '../../components/travel-order-status.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useLinkedRecordFilter, useToHandleFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { HotelOrderActions } from './hotel-order-actions.tsx';
import { HotelOrderDetailDrawer } from './hotel-order-detail.tsx';

/** Hotel bookings: the review queue (approve, reject with a reason), verification with the hotel's confirmation number, and each booking's details. */
export default function HotelOrdersPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const toHandle = useToHandleFilter(t('admin.hotel_orders.to_handle_only'));
  // A back-office message opens the list on its booking.
  const linked = useLinkedRecordFilter('order_no');
  const { query, rows, pagination, search } = usePagedList(hotelOrderListQuery, { ...toHandle.fixed, ...linked.fixed });
  const [opened, setOpened] = useState<string | null>(null);
  const money = (amount: string) => formatMoney(amount, currency);

  // Combined cells and the actions column's fixed width keep the list within 1,280 px, its buttons in sight.
  const columns: ColumnsType<HotelOrderAdminRow> = [
    {
      dataIndex: 'order_no',
      title: t('admin.orders.order_no'),
      render: (orderNo: string, row) => (
        <StackedCell
          main={<OrderNoLink orderNo={orderNo} onOpen={setOpened} />}
          lines={[<CustomerLink key="customer" userId={row.user_id} text={row.customer} maxWidth={180} />, <span key="placed" title={formatDateTime(row.created_at)}>{formatDay(row.created_at)}</span>]}
        />
      ),
    },
    {
      dataIndex: 'status',
      title: t('admin.common.status'),
      render: (status: HotelOrderAdminRow['status'], row) => (
        <StackedCell main={<TravelStatusTag status={status} />} lines={[row.confirmation_no && <ClippedText text={t('admin.hotel_orders.confirmation_no_text', { no: row.confirmation_no })} maxWidth={150} />]} />
      ),
    },
    {
      key: 'hotel',
      title: t('admin.hotel_orders.hotel_and_stay'),
      render: (_, row) => (
        <StackedCell
          main={<ClippedText text={`${row.hotel_name} · ${row.room_type_name}`} maxWidth={240} />}
          lines={[
            <ClippedText key="stay" text={t('admin.hotel_orders.stay_text', { check_in: formatDay(row.check_in), check_out: formatDay(row.check_out), count: row.nights })} maxWidth={240} />,
            t('admin.hotel_orders.rooms_text', { rooms: row.rooms }),
          ]}
        />
      ),
    },
    { dataIndex: 'pay_amount', title: t('admin.orders.pay_amount'), align: 'end', render: money },
    actionsColumn<HotelOrderAdminRow>(t('admin.common.actions'), (row) => <HotelOrderActions order={row} />),
  ];

  return (
    <PageContainer title={t('menu.hotel_orders')}>
      <TravelOrderFilters keywordHint={t('admin.hotel_orders.keyword_hint')} onSearch={search} />
      {toHandle.banner}
      {linked.banner}
      <Table<HotelOrderAdminRow> rowKey="order_no" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {opened && <HotelOrderDetailDrawer orderNo={opened} onClose={() => setOpened(null)} />}
    </PageContainer>
  );
}
