import { Checkbox, Col, DatePicker, Form, InputNumber, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HOTEL_MAX_NIGHTS, HOTEL_ROOMS_TO_SELL_MAX, WEEKDAYS, type HotelCalendar, type HotelCalendarSaveBody } from '@roamcart/contracts';
import { useSaveCalendar } from '../../api/hotels.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { useWeekdayName } from '../../components/use-weekday-name.ts';

interface BulkValues {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  prices?: Record<string, string | number | null | undefined>;
  to_sell?: number | null;
  /** 'open' or 'closed'; left empty: unchanged. */
  closed?: 'open' | 'closed' | null;
  min_stay?: number | null;
}

const DAY = 'YYYY-MM-DD';

/** The bulk edit's body: only what was filled in changes. */
function toBody(roomTypeId: number, values: BulkValues): HotelCalendarSaveBody {
  const given = <T,>(value: T | null | undefined) => (value === null || value === undefined ? undefined : value);
  return {
    room_type_id: roomTypeId,
    start: values.range[0].format(DAY),
    end: values.range[1].format(DAY),
    weekdays: values.weekdays,
    prices: Object.entries(values.prices ?? {})
      .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
      .map(([planId, price]) => ({ rate_plan_id: Number(planId), price: String(price) })),
    to_sell: given(values.to_sell),
    closed: values.closed ? values.closed === 'closed' : undefined,
    min_stay: given(values.min_stay),
  };
}

/**
 * Sets prices, rooms to sell, closed and minimum stay on the chosen weekdays of a date range in
 * one go; what is left empty stays as it is. The server refuses rooms below what is taken, naming the night.
 */
export function CalendarBulkEdit({ calendar, initialRange, onClose }: { calendar: HotelCalendar; initialRange: [Dayjs, Dayjs]; onClose(): void }) {
  const { t } = useTranslation();
  const weekdayName = useWeekdayName();
  const save = useSaveCalendar();
  return (
    <EditModal<BulkValues>
      title={t('admin.hotel_calendar.bulk_edit')}
      width={680}
      okText={t('admin.hotel_calendar.apply')}
      initialValues={{ range: initialRange, weekdays: [...WEEKDAYS] }}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toBody(calendar.room_type_id, values))}
    >
      <Form.Item name="range" label={t('admin.hotel_calendar.range')} rules={[{ required: true, message: t('validation.required') }]}>
        <DatePicker.RangePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="weekdays" label={t('admin.hotel_calendar.weekdays')} rules={[{ required: true, type: 'array', min: 1, message: t('admin.hotel_calendar.weekdays_required') }]}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('admin.hotel_calendar.bulk_hint')}</Typography.Paragraph>
      <Row gutter={16}>
        {calendar.rate_plans.map((plan) => (
          <Col span={12} key={plan.id}>
            <Form.Item name={['prices', String(plan.id)]} label={t('admin.hotel_calendar.price_of', { plan: plan.name, currency: calendar.currency })}>
              <InputNumber min={0} step={1} precision={2} stringMode style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item name="to_sell" label={t('admin.hotel_calendar.to_sell')}>
            <InputNumber min={0} max={HOTEL_ROOMS_TO_SELL_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="closed" label={t('admin.hotel_calendar.sale')}>
            <Select
              allowClear
              placeholder={t('admin.hotel_calendar.unchanged')}
              options={[
                { value: 'open', label: t('admin.hotel_calendar.open') },
                { value: 'closed', label: t('admin.hotel_calendar.closed') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="min_stay" label={t('admin.hotel_calendar.min_stay')}>
            <InputNumber min={1} max={HOTEL_MAX_NIGHTS} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </EditModal>
  );
}
