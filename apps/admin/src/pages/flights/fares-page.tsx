import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Form, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FareAdminKind, FlightFaresGrid } from '@roamcart/contracts';
import { flightFaresQuery, flightOptionsQuery } from '../../api/flights.ts';
import { PageContainer } from '../../components/page-container.tsx';
import { useMonthParam } from '../../components/use-month-param.ts';
import { useWeekdayName } from '../../components/use-weekday-name.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useCan } from '../../session/session.ts';
import { FareBulkEdit } from './fare-bulk-edit.tsx';
import { FareEditor } from './fare-editor.tsx';
import { useFareName } from './fare-name.ts';

const DAY = 'YYYY-MM-DD';
type GridDay = FlightFaresGrid['days'][number];

/**
 * A flight's fares, a month at a time: a row per day with each fare's adult price and taxes and
 * its seats (left of total, held and sold); a bulk edit sets prices and seats over a range's
 * weekdays, and a fare of the table can be added or changed over a range.
 */
export default function FlightFaresPage() {
  const { t } = useTranslation();
  const can = useCan();
  const weekdayName = useWeekdayName();
  const fareName = useFareName();
  const [params, setParams] = useSearchParams();
  const flightId = Number(params.get('flight_id')) || undefined;
  const month = useMonthParam(params);
  const choose = (next: { flight?: number; month?: Dayjs }) => {
    const flight = 'flight' in next ? next.flight : flightId;
    setParams({ ...(flight !== undefined && { flight_id: String(flight) }), month: (next.month ?? month).format('YYYY-MM') });
  };
  const [bulkEditing, setBulkEditing] = useState(false);
  const [fareEditing, setFareEditing] = useState<{ fare: FareAdminKind | null } | null>(null);
  const start = month.startOf('month').format(DAY);
  const end = month.endOf('month').format(DAY);
  // Days already flown are not edited: the dialogs start today when the month has begun.
  const firstDay = month.startOf('month').isBefore(dayjs(), 'day') ? dayjs().startOf('day') : month.startOf('month');
  const range: [Dayjs, Dayjs] = [firstDay, month.endOf('month')];

  const flights = useQuery(flightOptionsQuery);
  const grid = useQuery({ ...flightFaresQuery(flightId ?? 0, start, end), enabled: flightId !== undefined });
  const data = grid.data;
  const currency = { code: data?.currency ?? '', symbol: data?.currency ?? '' };

  const columns: ColumnsType<GridDay> = [
    {
      dataIndex: 'date',
      title: t('admin.flight_fares.day'),
      fixed: 'start',
      render: (date: string, day) => (
        <Space size={4}>
          <span>{formatDay(date)}</span>
          <Typography.Text type="secondary">{weekdayName(day.weekday)}</Typography.Text>
          {day.status === 'cancelled' && <Tag color="red">{t('admin.flight_fares.cancelled')}</Tag>}
        </Space>
      ),
    },
    ...(data?.fares ?? []).map((fare, index) => ({
      key: `${fare.cabin}/${fare.brand}`,
      title: (
        <Space size={4}>
          <span>{fareName(fare)}</span>
          {can('flight_fares:save') && (
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('admin.flight_fares.edit_fare_named', { fare: fareName(fare) })} onClick={() => setFareEditing({ fare })} />
          )}
        </Space>
      ),
      render: (_: unknown, day: GridDay) => {
        const cell = day.cells[index];
        if (!cell) return <Typography.Text type="secondary">—</Typography.Text>;
        const left = cell.seats - cell.held - cell.sold;
        return (
          <div data-testid={`fare-${day.date}-${fare.cabin}-${fare.brand}`}>
            <div>{formatMoney(cell.price_adult, currency)}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('admin.flight_fares.taxes_short', { taxes: formatMoney(cell.taxes, currency) })}
            </Typography.Text>
            <div>
              <Typography.Text type={left === 0 ? 'danger' : undefined} style={{ fontSize: 12 }}>
                {t('admin.flight_fares.seats_cell', { left, seats: cell.seats, held: cell.held, sold: cell.sold })}
              </Typography.Text>
            </div>
          </div>
        );
      },
    })),
  ];

  return (
    <PageContainer
      title={t('menu.flight_fares')}
      extra={
        <Can permission="flight_fares:save">
          <Space>
            <Button icon={<PlusOutlined />} disabled={!data} onClick={() => setFareEditing({ fare: null })}>
              {t('admin.flight_fares.new_fare')}
            </Button>
            <Button type="primary" icon={<EditOutlined />} disabled={!data || data.fares.length === 0} onClick={() => setBulkEditing(true)}>
              {t('admin.flight_fares.bulk_edit')}
            </Button>
          </Space>
        </Can>
      }
    >
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('admin.flight_fares.flight')}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            value={flightId}
            loading={flights.isPending}
            options={(flights.data?.list ?? []).map((flight) => ({ value: flight.id, label: `${flight.flight_no} ${flight.origin} → ${flight.destination}` }))}
            onChange={(id: number) => choose({ flight: id })}
          />
        </Form.Item>
        <Form.Item label={t('admin.flight_fares.month')}>
          <DatePicker picker="month" allowClear={false} value={month} onChange={(value) => value && choose({ month: value.startOf('month') })} />
        </Form.Item>
      </Form>
      {flightId === undefined ? (
        <Empty description={t('admin.flight_fares.choose_flight')} />
      ) : (
        <Table<GridDay> rowKey="date" size="small" columns={columns} dataSource={data?.days} loading={grid.isFetching} pagination={false} scroll={{ x: 'max-content' }} data-testid="flight-fares" />
      )}
      {bulkEditing && data && <FareBulkEdit grid={data} initialRange={range} onClose={() => setBulkEditing(false)} />}
      {fareEditing && data && <FareEditor grid={data} fare={fareEditing.fare} initialRange={range} onClose={() => setFareEditing(null)} />}
    </PageContainer>
  );
}
