import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Form, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { HotelCalendarNight } from '@roamcart/contracts';
import { hotelCalendarQuery, hotelOptionsQuery, roomTypesQuery } from '../../api/hotels.ts';
import { useLocalizedText } from '../../components/language-tabs.tsx';
import { PageContainer } from '../../components/page-container.tsx';
import { useMonthParam } from '../../components/use-month-param.ts';
import { useWeekdayName } from '../../components/use-weekday-name.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { CalendarBulkEdit } from './calendar-bulk-edit.tsx';

const DAY = 'YYYY-MM-DD';

/**
 * Rates and availability of one room type, a month at a time: a row per night with each rate
 * plan's price, rooms to sell, held, sold and left, closed and the minimum stay; a bulk edit
 * sets a range's chosen weekdays at once.
 */
export default function HotelCalendarPage() {
  const { t } = useTranslation();
  const textOf = useLocalizedText();
  const weekdayName = useWeekdayName();
  const [params, setParams] = useSearchParams();
  const hotelId = Number(params.get('hotel_id')) || undefined;
  const roomTypeId = Number(params.get('room_type_id')) || undefined;
  const month = useMonthParam(params);
  const choose = (next: { hotel?: number; room?: number; month?: Dayjs }) => {
    const values: Record<string, string> = {};
    const hotel = 'hotel' in next ? next.hotel : hotelId;
    const room = 'room' in next ? next.room : roomTypeId;
    if (hotel !== undefined) values.hotel_id = String(hotel);
    if (room !== undefined) values.room_type_id = String(room);
    values.month = (next.month ?? month).format('YYYY-MM');
    setParams(values);
  };
  const [editing, setEditing] = useState(false);
  const start = month.startOf('month').format(DAY);
  const end = month.endOf('month').format(DAY);

  const hotels = useQuery(hotelOptionsQuery);
  const rooms = useQuery({ ...roomTypesQuery(hotelId ?? 0), enabled: hotelId !== undefined });
  const calendar = useQuery({ ...hotelCalendarQuery(roomTypeId ?? 0, start, end), enabled: roomTypeId !== undefined });
  const data = calendar.data;
  const currency = { code: data?.currency ?? '', symbol: data?.currency ?? '' };

  const columns: ColumnsType<HotelCalendarNight> = [
    {
      dataIndex: 'date',
      title: t('admin.hotel_calendar.night'),
      fixed: 'start',
      render: (date: string, night) => (
        <Space size={4}>
          <span>{formatDay(date)}</span>
          <Typography.Text type={night.weekday === 0 || night.weekday === 6 ? 'warning' : 'secondary'}>{weekdayName(night.weekday)}</Typography.Text>
        </Space>
      ),
    },
    ...(data?.rate_plans ?? []).map((plan, index) => ({
      key: `price-${plan.id}`,
      title: plan.name,
      align: 'end' as const,
      render: (_: unknown, night: HotelCalendarNight) => {
        const price = night.prices[index]?.price;
        return price ? formatMoney(price, currency) : <Typography.Text type="secondary">—</Typography.Text>;
      },
    })),
    { dataIndex: 'to_sell', title: t('admin.hotel_calendar.to_sell'), align: 'end', render: (toSell: number | null) => toSell ?? <Typography.Text type="secondary">—</Typography.Text> },
    { dataIndex: 'held', title: t('admin.hotel_calendar.held'), align: 'end' },
    { dataIndex: 'sold', title: t('admin.hotel_calendar.sold'), align: 'end' },
    { key: 'left', title: t('admin.hotel_calendar.left'), align: 'end', render: (_, night) => (night.to_sell === null ? '—' : night.to_sell - night.held - night.sold) },
    {
      dataIndex: 'closed',
      title: t('admin.hotel_calendar.sale'),
      render: (closed: boolean) => (closed ? <Tag color="red">{t('admin.hotel_calendar.closed')}</Tag> : <Tag color="green">{t('admin.hotel_calendar.open')}</Tag>),
    },
    { dataIndex: 'min_stay', title: t('admin.hotel_calendar.min_stay'), align: 'end' },
  ];

  return (
    <PageContainer
      title={t('menu.hotel_calendar')}
      extra={
        <Can permission="hotel_rates:save">
          <Button type="primary" icon={<EditOutlined />} disabled={!data} onClick={() => setEditing(true)}>
            {t('admin.hotel_calendar.bulk_edit')}
          </Button>
        </Can>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('admin.hotel_calendar.hotel')}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 240 }}
            value={hotelId}
            loading={hotels.isPending}
            options={(hotels.data?.list ?? []).map((hotel) => ({ value: hotel.id, label: hotel.title }))}
            onChange={(id: number) => choose({ hotel: id, room: undefined })}
          />
        </Form.Item>
        <Form.Item label={t('admin.hotel_calendar.room_type')}>
          <Select
            style={{ width: 220 }}
            value={roomTypeId}
            disabled={hotelId === undefined}
            options={(rooms.data?.room_types ?? []).map((room) => ({ value: room.id, label: textOf(room.name) }))}
            onChange={(id: number) => choose({ room: id })}
          />
        </Form.Item>
        <Form.Item label={t('admin.hotel_calendar.month')}>
          <DatePicker picker="month" allowClear={false} value={month} onChange={(value) => value && choose({ month: value.startOf('month') })} />
        </Form.Item>
      </Form>
      {roomTypeId === undefined ? (
        <Empty description={t('admin.hotel_calendar.choose_room_type')} />
      ) : (
        <Table<HotelCalendarNight>
          rowKey="date"
          size="small"
          columns={columns}
          dataSource={data?.nights}
          loading={calendar.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="hotel-calendar"
        />
      )}
      {editing && data && <CalendarBulkEdit calendar={data} initialRange={[month.startOf('month'), month.endOf('month')]} onClose={() => setEditing(false)} />}
    </PageContainer>
  );
}
