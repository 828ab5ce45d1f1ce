import { Checkbox, Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FLIGHT_CABINS, FLIGHT_FARE_SEATS_MAX, ISO_WEEKDAYS, flightFareSaveBody, type FareAdminKind, type FlightFaresGrid } from '@roamcart/contracts';
import { useSaveFlightFare } from '../../api/flights.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { useWeekdayName } from '../../components/use-weekday-name.ts';

interface FareValues extends Omit<FareAdminKind, 'refund_rule' | 'change_rule'> {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  refund_rule: { allowed: boolean; penalty: string };
  change_rule: { allowed: boolean; penalty: string };
  seats: number;
  price_adult: string;
  price_child: string;
  price_infant: string;
  taxes: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * A fare of the flight's table (cabin, brand, bags, refund and change rules, seats and prices) on
 * the chosen weekdays of a range: added to the days without it, replacing it on the others.
 */
export function FareEditor({ grid, fare, initialRange, onClose }: { grid: FlightFaresGrid; fare: FareAdminKind | null; initialRange: [Dayjs, Dayjs]; onClose(): void }) {
  const { t } = useTranslation();
  const weekdayName = useWeekdayName();
  const save = useSaveFlightFare();
  const money = (label: string) => t('admin.flight_fares.amount_in', { label, currency: grid.currency });
  const amount = <InputNumber min="0" step={1} precision={2} stringMode style={{ width: '100%' }} />;
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <EditModal<FareValues>
      title={fare ? t('admin.flight_fares.edit_fare') : t('admin.flight_fares.new_fare')}
      width={760}
      initialValues={{
        range: initialRange,
        weekdays: [...ISO_WEEKDAYS],
        ...(fare ?? { cabin: 'economy', carry_on: 1, carry_on_kg: 7, checked_bags: 0, checked_kg: 0, refund_rule: { allowed: false, penalty: '0' }, change_rule: { allowed: false, penalty: '0' }, instant_ticketing: false }),
      }}
      onClose={onClose}
      onSubmit={(values) =>
        save.mutateAsync(flightFareSaveBody.parse({ ...values, flight_id: grid.flight_id, start: values.range[0].format(DAY), end: values.range[1].format(DAY), range: undefined }))
      }
    >
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="range" label={t('admin.flight_fares.range')} rules={required}>
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="weekdays" label={t('admin.flight_fares.weekdays')} rules={[{ required: true, type: 'array', min: 1, message: t('admin.flights.weekdays_required') }]}>
            <Checkbox.Group options={ISO_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="cabin" label={t('admin.flight_fares.cabin')} rules={required}>
            <Select disabled={fare !== null} options={FLIGHT_CABINS.map((cabin) => ({ value: cabin, label: t(`admin.flight_fares.cabins.${cabin}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="brand" label={t('admin.flight_fares.brand')} rules={required} extra={t('admin.flight_fares.brand_hint')}>
            <Input maxLength={16} disabled={fare !== null} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="seats" label={t('admin.flight_fares.seats')} rules={required}>
            <InputNumber min={0} max={FLIGHT_FARE_SEATS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="price_adult" label={money(t('admin.flight_fares.price_adult'))} rules={required}>
            {amount}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="price_child" label={money(t('admin.flight_fares.price_child'))} rules={required}>
            {amount}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="price_infant" label={money(t('admin.flight_fares.price_infant'))} rules={required}>
            {amount}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="taxes" label={money(t('admin.flight_fares.taxes'))} rules={required}>
            {amount}
          </Form.Item>
        </Col>
      </Row>
      <Divider plain>{t('admin.flight_fares.bags')}</Divider>
      <Row gutter={16}>
        {(['carry_on', 'carry_on_kg', 'checked_bags', 'checked_kg'] as const).map((field) => (
          <Col span={6} key={field}>
            <Form.Item name={field} label={t(`admin.flight_fares.${field}`)} rules={required}>
              <InputNumber min={0} max={field.endsWith('kg') ? 50 : 5} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider plain>{t('admin.flight_fares.rules')}</Divider>
      <Row gutter={16}>
        {(['refund_rule', 'change_rule'] as const).map((rule) => (
          <Col span={12} key={rule}>
            <Row gutter={8}>
              <Col span={10}>
                <Form.Item name={[rule, 'allowed']} label={t(`admin.flight_fares.${rule}`)} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={14}>
                <Form.Item name={[rule, 'penalty']} label={money(t('admin.flight_fares.penalty'))}>
                  {amount}
                </Form.Item>
              </Col>
            </Row>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="instant_ticketing" label={t('admin.flight_fares.instant_ticketing')} tooltip={t('admin.flight_fares.instant_ticketing_help')} valuePropName="checked">
            <Switch data-testid="fare-instant-ticketing" />
          </Form.Item>
        </Col>
      </Row>
    </EditModal>
  );
}
