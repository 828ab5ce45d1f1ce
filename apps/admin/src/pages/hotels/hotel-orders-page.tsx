import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminRow } from '@roamcart/contracts';
import { hotelOrderListQuery } from '../../api/hotels.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { ClippedText } from '../../components/table-cells.tsx';
import { OrderNoLink, TravelOrderFilters } from '../../components/travel-order-list.tsx';
import { TravelStatusTag } from '../../components/travel-order-status.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { useToHandleFilter } from '../../components/use-to-handle-filter.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { HotelOrderActions } from './hotel-order-actions.tsx';
import { HotelOrderDetailDrawer } from './hotel-order-detail.tsx';

/** Hotel bookings: the review queue (approve, reject with a reason), verification with the hotel's confirmation number, and each booking's details. */
export default function HotelOrdersPage() {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const { fixed, banner } = useToHandleFilter(t('admin.hotel_orders.to_handle_only'));
  const { query, rows, pagination, search } = usePagedList(hotelOrderListQuery, fixed);
  const [opened, setOpened] = useState<string | null>(null);
  const money = (amount: string) => formatMoney(amount, currency);

  const columns: ColumnsType<HotelOrderAdminRow> = [
    { dataIndex: 'order_no', title: t('admin.orders.order_no'), render: (orderNo: string) => <OrderNoLink orderNo={orderNo} onOpen={setOpened} /> },
    { dataIndex: 'status', title: t('admin.common.status'), render: (status: HotelOrderAdminRow['status']) => <TravelStatusTag status={status} /> },
    { key: 'hotel', title: t('admin.hotel_orders.hotel'), render: (_, row) => <ClippedText text={`${row.hotel_name} · ${row.room_type_name}`} maxWidth={220} /> },
    { key: 'stay', title: t('admin.hotel_orders.stay'), render: (_, row) => t('admin.hotel_orders.stay_text', { check_in: formatDay(row.check_in), check_out: formatDay(row.check_out), count: row.nights }) },
    { dataIndex: 'rooms', title: t('admin.hotel_orders.rooms'), align: 'end' },
    { dataIndex: 'customer', title: t('admin.orders.customer'), render: (customer: string) => <ClippedText text={customer} maxWidth={160} /> },
    { dataIndex: 'pay_amount', title: t('admin.orders.pay_amount'), align: 'end', render: money },
    { dataIndex: 'confirmation_no', title: t('admin.hotel_orders.confirmation_no'), render: (no: string | null) => no ?? '–' },
    { dataIndex: 'created_at', title: t('admin.orders.created_at'), render: (iso: string) => <span title={formatDateTime(iso)}>{formatDay(iso)}</span> },
    { key: 'actions', title: t('admin.common.actions'), render: (_, row) => <HotelOrderActions order={row} /> },
  ];

  return (
    <PageContainer title={t('menu.hotel_orders')}>
      <TravelOrderFilters keywordHint={t('admin.hotel_orders.keyword_hint')} onSearch={search} />
      {banner}
      <Table<HotelOrderAdminRow> rowKey="order_no" columns={columns} dataSource={rows} loading={query.isFetching} pagination={pagination} scroll={{ x: 'max-content' }} />
      {opened && <HotelOrderDetailDrawer orderNo={opened} onClose={() => setOpened(null)} />}
    </PageContainer>
  );
}
