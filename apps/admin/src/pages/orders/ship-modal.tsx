import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderShipBody, type SubOrderView } from '@roamcart/contracts';
import { logisticsCompaniesQuery, useShipOrder } from '../../api/orders.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { formatCount } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';

const rules = zodRules(orderShipBody);

type Values = { order_no: string; logistics_company: string; tracking_no: string; quantities: Record<string, number | null> };

/** Lines with units still to ship, and how many. */
const unshipped = (sub: SubOrderView) => sub.lines.filter((line) => line.qty > line.shipped_qty).map((line) => ({ line, left: line.qty - line.shipped_qty }));

/**
 * Ships one parcel of a sub-order: one of the active carriers (the carriers page), its tracking
 * number, and how many of each line still to ship go in it (all of them unless lowered); what
 * is left goes in a later parcel.
 */
export function ShipModal({ sub, onClose }: { sub: SubOrderView; onClose(): void }) {
  const { t } = useTranslation();
  const companies = useQuery(logisticsCompaniesQuery());
  const ship = useShipOrder();
  const lines = unshipped(sub);

  const submit = ({ quantities, ...values }: Values) => {
    const chosen = lines.map(({ line, left }) => ({ sku_id: line.sku_id, qty: quantities[line.sku_id] ?? 0, left }));
    // Everything left in one parcel is the plain ship; a part names its lines.
    const whole = chosen.every((line) => line.qty === line.left);
    const parcel = chosen.filter((line) => line.qty > 0).map(({ sku_id, qty }) => ({ sku_id, qty }));
    return ship.mutateAsync(orderShipBody.parse({ ...values, ...(!whole && { lines: parcel }) }));
  };

  return (
    <EditModal<Values>
      title={t('admin.orders.ship_title', { no: sub.sub_order_no })}
      okText={t('admin.orders.ship')}
      initialValues={{ order_no: sub.sub_order_no, logistics_company: '', tracking_no: '', quantities: Object.fromEntries(lines.map(({ line, left }) => [line.sku_id, left])) }}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="logistics_company" label={t('admin.orders.logistics_company')} rules={rules('logistics_company')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={companies.isPending}
          options={(companies.data ?? []).map((company) => ({ value: company, label: company }))}
          placeholder={t('admin.orders.logistics_company_placeholder')}
        />
      </Form.Item>
      <Form.Item name="tracking_no" label={t('admin.orders.tracking_no')} rules={rules('tracking_no')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admin.orders.parcel_lines')} extra={t('admin.orders.parcel_lines_hint')} style={{ marginBottom: 0 }}>
        {lines.map(({ line, left }, index) => (
          <Form.Item
            key={line.sku_id}
            name={['quantities', String(line.sku_id)]}
            // The first line's box says when the parcel would be empty; any box changing asks again.
            {...(index === 0 && {
              dependencies: lines.slice(1).map((other) => ['quantities', String(other.line.sku_id)]),
              rules: [
                ({ getFieldValue }) => ({
                  validator: () =>
                    lines.some((other) => (getFieldValue(['quantities', String(other.line.sku_id)]) ?? 0) > 0) ? Promise.resolve() : Promise.reject(new Error(t('admin.orders.parcel_empty'))),
                }),
              ],
            })}
            label={
              <span>
                {line.name}
                {line.spec_text && <Typography.Text type="secondary"> · {line.spec_text}</Typography.Text>}{' '}
                <Typography.Text type="secondary">({t('admin.orders.left_to_ship', { shown: formatCount(left) })})</Typography.Text>
              </span>
            }
          >
            <InputNumber min={0} max={left} precision={0} aria-label={t('admin.orders.parcel_qty_of', { name: line.name })} />
          </Form.Item>
        ))}
      </Form.Item>
    </EditModal>
  );
}
