import { Form, Input, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, parseMajor, refundCreateBody, type RefundDestination as Destination, type SubOrderView } from '@roamcart/contracts';
import { newIdempotencyKey } from '../../api/client.ts';
import { useCreateRefund } from '../../api/orders.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { zodRules } from '../../lib/zod-form.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { RefundDestination } from './refund-destination.tsx';

type Line = SubOrderView['lines'][number];
type Values = { to: Destination; amount: string; reason: string; quantities: Record<string, number | null> };

/** The decimals of the base currency, as the server writes its amounts ("149.00": 2). */
const digitsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;
const minor = (amount: string, digits: number) => parseMajor(amount, digits) ?? 0n;

/** What `qty` units of a line paid: its amount less its discount share, pro rata, rounded down. */
const paidFor = (line: Line, qty: number, digits: number) => ((minor(line.amount, digits) - minor(line.discount, digits)) * BigInt(qty)) / BigInt(line.qty);

function toBody(sub: SubOrderView, { quantities = {}, ...values }: Partial<Values>) {
  const lines = sub.lines.flatMap((line) => {
    const qty = quantities[line.sku_id] ?? 0;
    return qty > 0 ? [{ sku_id: line.sku_id, qty }] : [];
  });
  return { ...values, sub_order_no: sub.sub_order_no, lines };
}

/** Keeps the amount at what the chosen units paid (at most what is refundable) as the quantities change; the operator may type another. */
function AmountFromLines({ sub, digits, refundable }: { sub: SubOrderView; digits: number; refundable: bigint }) {
  const form = Form.useFormInstance<Values>();
  const quantities = Form.useWatch('quantities', form);
  useEffect(() => {
    if (!quantities) return;
    const chosen = sub.lines.reduce((sum, line) => sum + paidFor(line, quantities[line.sku_id] ?? 0, digits), 0n);
    if (chosen > 0n) form.setFieldValue('amount', formatMinor(chosen < refundable ? chosen : refundable, digits));
  }, [quantities, sub, digits, refundable, form]);
  return null;
}

/**
 * The operator gives money back on a sub-order: how many of each line, the amount (filled in from
 * the lines, at most what was paid and not yet refunded) and the reason. It is paid to the payer's
 * wallet at once or, for a sub-order paid online (`channel` names its channel), back to that
 * channel, pending until the gateway confirms; either shows in the order's refunds and timeline.
 */
export function RefundModal({ sub, channel, onClose }: { sub: SubOrderView; channel?: string; onClose(): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const createRefund = useCreateRefund();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const digits = digitsOf(sub.paid_amount);
  const refundable = minor(sub.paid_amount, digits) - minor(sub.refunded_amount, digits);
  const rules = zodRules(refundCreateBody, (values) => toBody(sub, values as Partial<Values>));

  return (
    <EditModal<Values>
      title={t('admin.orders.refund_title', { no: sub.sub_order_no })}
      okText={t('admin.orders.refund')}
      initialValues={{ to: 'wallet', amount: '', reason: '', quantities: Object.fromEntries(sub.lines.map((line) => [line.sku_id, 0])) }}
      onClose={onClose}
      onSubmit={(values) => createRefund.mutateAsync({ body: refundCreateBody.parse(toBody(sub, values)), idempotencyKey })}
    >
      <AmountFromLines sub={sub} digits={digits} refundable={refundable} />
      <Form.Item label={t('admin.orders.refund_lines')} extra={t('admin.orders.refund_lines_hint')} style={{ marginBottom: 16 }}>
        {sub.lines.map((line) => (
          <Form.Item
            key={line.sku_id}
            name={['quantities', String(line.sku_id)]}
            label={
              <span>
                {line.name}
                {line.spec_text && <Typography.Text type="secondary"> · {line.spec_text}</Typography.Text>} <Typography.Text type="secondary">(× {formatCount(line.qty)})</Typography.Text>
              </span>
            }
          >
            <InputNumber min={0} max={line.qty} precision={0} aria-label={t('admin.orders.refund_qty_of', { name: line.name })} />
          </Form.Item>
        ))}
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('admin.orders.refund_amount')}
        extra={t('admin.orders.refund_amount_left', { amount: formatMoney(formatMinor(refundable, digits), currency) })}
        rules={[
          ...rules('amount'),
          {
            validator: (_, value: string) =>
              (parseMajor(String(value ?? '').trim(), digits) ?? 0n) > refundable ? Promise.reject(new Error(t('validation.refund_too_much'))) : Promise.resolve(),
          },
        ]}
      >
        <Input prefix={currency.symbol} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="reason" label={t('admin.orders.refund_reason')} rules={rules('reason')}>
        <Input maxLength={200} />
      </Form.Item>
      <RefundDestination channel={channel} />
    </EditModal>
  );
}
