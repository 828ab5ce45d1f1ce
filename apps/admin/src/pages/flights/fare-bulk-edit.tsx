import { Checkbox, Col, DatePicker, Form, InputNumber, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FLIGHT_FARE_SEATS_MAX, ISO_WEEKDAYS, type FlightCabin, type FlightFareBulkBody, type FlightFaresGrid } from '@roamcart/contracts';
import { useBulkEditFlightFares } from '../../api/flights.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { useWeekdayName } from '../../components/use-weekday-name.ts';
import { useFareName } from './fare-name.ts';

interface BulkValues {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  /** "cabin/brand" of the fares to change; none chosen: every fare. */
  fares?: string[];
  seats?: number | null;
  price_adult?: string | null;
  price_child?: string | null;
  price_infant?: string | null;
  taxes?: string | null;
}

const DAY = 'YYYY-MM-DD';
const given = <T,>(value: T | null | undefined) => (value === null || value === undefined || value === '' ? undefined : value);

function toBody(flightId: number, values: BulkValues): FlightFareBulkBody {
  return {
    flight_id: flightId,
    start: values.range[0].format(DAY),
    end: values.range[1].format(DAY),
    weekdays: values.weekdays,
    fares: values.fares?.length
      ? values.fares.map((key) => {
          const [cabin, brand] = key.split('/') as [FlightCabin, string];
          return { cabin, brand };
        })
      : undefined,
    seats: given(values.seats),
    price_adult: given(values.price_adult),
    price_child: given(values.price_child),
    price_infant: given(values.price_infant),
    taxes: given(values.taxes),
  };
}

/**
 * Sets prices and seats of the chosen fares on the chosen weekdays of a date range in one go;
 * what is left empty stays. The server refuses seats below what is held and sold, naming the day.
 */
export function FareBulkEdit({ grid, initialRange, onClose }: { grid: FlightFaresGrid; initialRange: [Dayjs, Dayjs]; onClose(): void }) {
  const { t } = useTranslation();
  const weekdayName = useWeekdayName();
  const fareName = useFareName();
  const save = useBulkEditFlightFares();
  const money = (label: string) => t('admin.flight_fares.amount_in', { label, currency: grid.currency });
  return (
    <EditModal<BulkValues>
      title={t('admin.flight_fares.bulk_edit')}
      width={680}
      okText={t('admin.flight_fares.apply')}
      initialValues={{ range: initialRange, weekdays: [...ISO_WEEKDAYS] }}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toBody(grid.flight_id, values))}
    >
      <Form.Item name="range" label={t('admin.flight_fares.range')} rules={[{ required: true, message: t('validation.required') }]}>
        <DatePicker.RangePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="weekdays" label={t('admin.flight_fares.weekdays')} rules={[{ required: true, type: 'array', min: 1, message: t('admin.flights.weekdays_required') }]}>
        <Checkbox.Group options={ISO_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))} />
      </Form.Item>
      <Form.Item name="fares" label={t('admin.flight_fares.fares')} extra={t('admin.flight_fares.fares_hint')}>
        <Select mode="multiple" allowClear options={grid.fares.map((fare) => ({ value: `${fare.cabin}/${fare.brand}`, label: fareName(fare) }))} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('admin.flight_fares.bulk_hint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="price_adult" label={money(t('admin.flight_fares.price_adult'))}>
            <InputNumber min="0" step={1} precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="price_child" label={money(t('admin.flight_fares.price_child'))}>
            <InputNumber min="0" step={1} precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="price_infant" label={money(t('admin.flight_fares.price_infant'))}>
            <InputNumber min="0" step={1} precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="taxes" label={money(t('admin.flight_fares.taxes'))}>
            <InputNumber min="0" step={1} precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="seats" label={t('admin.flight_fares.seats')}>
            <InputNumber min={0} max={FLIGHT_FARE_SEATS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </EditModal>
  );
}
