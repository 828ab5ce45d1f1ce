import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { flightSaveBody, ISO_WEEKDAYS, type FlightAdminRow, type FlightSegmentInput, type z } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { airlineOptionsQuery } from '../../api/flights.ts';
import { createResource } from '../../api/resource.ts';
import { CrudPage } from '../../components/crud-page.tsx';
import { ClippedText, StackedCell } from '../../components/table-cells.tsx';
import { useWeekdayName } from '../../components/use-weekday-name.ts';
import { formatDay } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { faresPath } from './paths.ts';

const DAY = 'YYYY-MM-DD';

interface Values {
  carrier: string;
  flight_number: string;
  segments: FlightSegmentInput[];
  days_of_week: number[];
  valid: [Dayjs, Dayjs];
  active: boolean;
}

const flightsResource = createResource('flights', adminApi.flights);
const newLeg = { origin: '', destination: '', departs_local: '', departs_day_offset: 0, arrives_local: '', arrives_day_offset: 0, aircraft: '' };

/** Flights and their schedules: carrier and number, the legs in local times, the weekdays flown and the validity; their fares a click away. */
export default function FlightsPage() {
  const { t } = useTranslation();
  const weekdayName = useWeekdayName();
  const airlines = useQuery(airlineOptionsQuery);
  const carrierOptions = (airlines.data?.list ?? []).map((airline) => ({ value: airline.code, label: `${airline.code} · ${airline.title}` }));

  return (
    <CrudPage<FlightAdminRow, Values, z.infer<typeof flightSaveBody>, number>
      title={t('menu.flights')}
      dialogTitles={{ create: t('admin.flights.new'), edit: t('admin.flights.edit') }}
      resource={flightsResource}
      rowId={(row) => row.id}
      savePermission="flights:save"
      deletePermission="flights:delete"
      filters={
        <>
          <Form.Item name="keyword" label={t('admin.flights.flight_no')}>
            <Input allowClear maxLength={6} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="origin" label={t('admin.flights.origin')}>
            <Input allowClear maxLength={3} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="destination" label={t('admin.flights.destination')}>
            <Input allowClear maxLength={3} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="active" label={t('admin.common.status')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={[
                { value: true, label: t('admin.flights.active') },
                { value: false, label: t('admin.flights.inactive') },
              ]}
            />
          </Form.Item>
        </>
      }
      columns={[
        // Combined cells, and no update time, keep the list within 1,280 px, its actions in sight.
        { dataIndex: 'flight_no', title: t('admin.flights.flight_no'), render: (flightNo: string, row) => <StackedCell main={flightNo} lines={[<ClippedText key="carrier" text={row.carrier_name} maxWidth={140} />]} /> },
        {
          key: 'route',
          title: t('admin.flights.route'),
          render: (_, row) => {
            const first = row.segments[0]!;
            const last = row.segments.at(-1)!;
            const route = [first.origin, ...row.segments.map((segment) => segment.destination)].join(' → ');
            return <StackedCell main={route} lines={[`${first.departs_local} – ${last.arrives_local}${last.arrives_day_offset > 0 ? ` +${last.arrives_day_offset}` : ''} (${t('admin.flights.local_times')})`]} />;
          },
        },
        {
          key: 'schedule',
          title: t('admin.flights.days_of_week'),
          render: (_, row) => (
            <StackedCell
              main={row.days_of_week.length === 7 ? t('admin.flights.daily') : row.days_of_week.map(weekdayName).join(' ')}
              lines={[`${formatDay(row.valid_from)} – ${formatDay(row.valid_to)}`, t('admin.flights.open_days_text', { days: row.open_days })]}
            />
          ),
        },
        {
          dataIndex: 'active',
          title: t('admin.common.status'),
          render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? t('admin.flights.active') : t('admin.flights.inactive')}</Tag>,
        },
      ]}
      rowActions={(row) => (
        <Can permission="flight_fares:list">
          <Button type="link" size="small">
            <Link to={faresPath(row.id)}>{t('menu.flight_fares')}</Link>
          </Button>
        </Can>
      )}
      editor={{
        width: 900,
        initialValues: (row) =>
          row
            ? { carrier: row.carrier, flight_number: row.flight_number, segments: row.segments, days_of_week: row.days_of_week, valid: [dayjs(row.valid_from), dayjs(row.valid_to)], active: row.active }
            : { segments: [newLeg], days_of_week: [...ISO_WEEKDAYS], valid: [dayjs(), dayjs().add(6, 'month')], active: true },
        toBody: (values, row) =>
          flightSaveBody.parse({
            id: row?.id,
            carrier: values.carrier,
            flight_number: values.flight_number,
            segments: values.segments,
            days_of_week: values.days_of_week,
            valid_from: values.valid[0].format(DAY),
            valid_to: values.valid[1].format(DAY),
            active: values.active,
          }),
        fields: () => (
          <>
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item name="carrier" label={t('admin.flights.carrier')} rules={[{ required: true, message: t('validation.required') }]}>
                  <Select showSearch optionFilterProp="label" options={carrierOptions} loading={airlines.isPending} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="flight_number" label={t('admin.flights.flight_number')} rules={[{ required: true, message: t('validation.required') }]}>
                  <Input maxLength={4} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item name="valid" label={t('admin.flights.validity')} rules={[{ required: true, message: t('validation.required') }]}>
                  <DatePicker.RangePicker allowClear={false} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="days_of_week" label={t('admin.flights.days_of_week')} rules={[{ required: true, type: 'array', min: 1, message: t('admin.flights.weekdays_required') }]}>
              <Checkbox.Group options={ISO_WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))} />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('admin.flights.legs_hint')}</Typography.Paragraph>
            <Form.List name="segments">
              {(legs, { add, remove }) => (
                <>
                  {legs.map((leg, index) => (
                    <Space key={leg.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }} data-testid={`flight-leg-${index}`}>
                      <Form.Item name={[leg.name, 'origin']} label={t('admin.flights.origin')} rules={[{ required: true, message: t('validation.required') }]}>
                        <Input maxLength={3} style={{ width: 70 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'departs_local']} label={t('admin.flights.departs_local')} rules={[{ required: true, message: t('validation.required') }]}>
                        <Input maxLength={5} placeholder="08:30" style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'departs_day_offset']} label={t('admin.flights.day_offset')}>
                        <InputNumber min={0} max={3} precision={0} style={{ width: 60 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'destination']} label={t('admin.flights.destination')} rules={[{ required: true, message: t('validation.required') }]}>
                        <Input maxLength={3} style={{ width: 70 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'arrives_local']} label={t('admin.flights.arrives_local')} rules={[{ required: true, message: t('validation.required') }]}>
                        <Input maxLength={5} placeholder="11:45" style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'arrives_day_offset']} label={t('admin.flights.day_offset')}>
                        <InputNumber min={0} max={3} precision={0} style={{ width: 60 }} />
                      </Form.Item>
                      <Form.Item name={[leg.name, 'aircraft']} label={t('admin.flights.aircraft')} rules={[{ required: true, message: t('validation.required') }]}>
                        <Input maxLength={32} style={{ width: 150 }} />
                      </Form.Item>
                      {legs.length > 1 && (
                        <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('admin.flights.remove_leg')} style={{ marginTop: 30 }} onClick={() => remove(leg.name)} />
                      )}
                    </Space>
                  ))}
                  {legs.length < 2 && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newLeg)} style={{ marginBottom: 16 }}>
                      {t('admin.flights.add_stop')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
            <Form.Item name="active" label={t('admin.flights.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
