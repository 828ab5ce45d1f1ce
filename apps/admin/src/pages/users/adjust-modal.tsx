import { Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userAdjustBody, type AdminUserRow, type z } from '@roamcart/contracts';
import { newIdempotencyKey } from '../../api/client.ts';
import { useAdjustUser } from '../../api/users.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { zodRules } from '../../lib/zod-form.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { formatCount, formatMoney } from '../../lib/format.ts';

type Values = Omit<z.input<typeof userAdjustBody>, 'user_id'>;

/** Adds to or takes from a customer's balance (base currency) and points, with a remark for the ledger. */
export function AdjustModal({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const adjust = useAdjustUser();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const withUser = (values: Record<string, unknown>) => ({ ...values, user_id: user.id });
  const rules = zodRules(userAdjustBody, withUser);

  return (
    <EditModal<Values> title={`${t('admin.users.adjust')} · ${user.email ?? user.id}`} onClose={onClose} onSubmit={(values) => adjust.mutateAsync({ body: userAdjustBody.parse(withUser(values)), idempotencyKey })}>
      <Typography.Paragraph type="secondary">
        {t('admin.users.adjust_now', { balance: formatMoney(user.balance, currency), points: formatCount(user.points) })}
      </Typography.Paragraph>
      <Form.Item name="balance_delta" dependencies={['points_delta']} label={t('admin.users.balance_delta')} extra={t('admin.users.balance_delta_hint', { code: currency.code })} rules={rules('balance_delta')}>
        <Input prefix={currency.symbol} inputMode="decimal" placeholder="-12.50" />
      </Form.Item>
      <Form.Item name="points_delta" label={t('admin.users.points_delta')} extra={t('admin.users.points_delta_hint')} rules={rules('points_delta')}>
        <InputNumber precision={0} style={{ width: '100%' }} placeholder="100" />
      </Form.Item>
      <Form.Item name="remark" label={t('admin.users.remark')} rules={rules('remark')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </EditModal>
  );
}
