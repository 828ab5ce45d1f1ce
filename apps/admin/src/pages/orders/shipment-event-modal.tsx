import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_EVENT_STATUSES, shipmentEventBody } from '@roamcart/contracts';
import { useAddShipmentEvent } from '../../api/orders.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { zodRules } from '../../lib/zod-form.ts';

type Values = { sub_order_no: string; parcel_id: number; occurred_at: Dayjs | null; status?: string; location: string; description: string };

/** The form's values as the API takes them: the picked moment in ISO 8601 (UTC). */
const toInput = (values: Record<string, unknown>) => ({ ...values, occurred_at: dayjs.isDayjs(values.occurred_at) ? values.occurred_at.toISOString() : values.occurred_at });
const rules = zodRules(shipmentEventBody, toInput);

/** Adds what the carrier reports about one of a sub-order's parcels: the back office is its carrier provider. */
export function ShipmentEventModal({ subOrderNo, parcelId, onClose }: { subOrderNo: string; parcelId: number; onClose(): void }) {
  const { t } = useTranslation();
  const add = useAddShipmentEvent();

  return (
    <EditModal<Values>
      title={t('admin.orders.add_event_title', { no: subOrderNo })}
      okText={t('admin.orders.add_event')}
      initialValues={{ sub_order_no: subOrderNo, parcel_id: parcelId, occurred_at: dayjs(), location: '', description: '' }}
      onClose={onClose}
      onSubmit={(values) => add.mutateAsync(shipmentEventBody.parse(toInput(values)))}
    >
      <Form.Item name="occurred_at" label={t('admin.orders.event_time')} rules={rules('occurred_at')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="status" label={t('admin.orders.event_status')} rules={rules('status')}>
        <Select options={SHIPMENT_EVENT_STATUSES.map((status) => ({ value: status, label: t(`admin.orders.event.${status}`) }))} />
      </Form.Item>
      <Form.Item name="location" label={t('admin.orders.event_location')} rules={rules('location')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('admin.orders.event_description')} rules={rules('description')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </EditModal>
  );
}
