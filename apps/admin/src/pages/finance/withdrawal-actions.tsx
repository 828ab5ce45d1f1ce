import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalAdminRow } from '@roamcart/contracts';
import { useReviewWithdrawal } from '../../api/withdrawals.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

type Action = 'pay' | 'reject';

interface Decision {
  third_party_no: string;
  remark: string;
}

/**
 * Paying a pending withdrawal out (the payout was made: its number at the bank or provider is
 * entered) or refusing it with a remark (amount and fee go back to the customer's balance).
 */
export function WithdrawalActions({ withdrawal }: { withdrawal: WithdrawalAdminRow }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const review = useReviewWithdrawal();
  const [action, setAction] = useState<Action | null>(null);
  const amount = formatMoney(withdrawal.amount, currency);
  const deducted = formatMoney(withdrawal.deducted, currency);

  const submit = (action: Action, values: Decision) =>
    review.mutateAsync(action === 'pay' ? { id: withdrawal.id, approve: true, third_party_no: values.third_party_no.trim(), remark: values.remark.trim() } : { id: withdrawal.id, approve: false, remark: values.remark.trim() });

  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setAction('pay')}>
        {t('admin.withdrawals.pay_out')}
      </Button>
      <Button type="link" size="small" danger onClick={() => setAction('reject')}>
        {t('admin.withdrawals.reject')}
      </Button>
      {action && (
        <EditModal<Decision>
          title={t(action === 'pay' ? 'admin.withdrawals.pay_out_title' : 'admin.withdrawals.reject_title', { no: withdrawal.order_no })}
          okText={t(action === 'pay' ? 'admin.withdrawals.pay_out' : 'admin.withdrawals.reject')}
          initialValues={{ third_party_no: '', remark: '' }}
          onClose={() => setAction(null)}
          onSubmit={(values) => submit(action, values)}
        >
          <Typography.Paragraph>
            {action === 'pay'
              ? t('admin.withdrawals.pay_out_hint', { amount, name: withdrawal.account.name, number: withdrawal.account.number })
              : t('admin.withdrawals.reject_hint', { amount: deducted })}
          </Typography.Paragraph>
          {action === 'pay' && (
            <Form.Item name="third_party_no" label={t('admin.withdrawals.third_party_no')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
              <Input maxLength={64} />
            </Form.Item>
          )}
          <Form.Item
            name="remark"
            label={t('admin.withdrawals.remark')}
            rules={action === 'reject' ? [{ required: true, whitespace: true, message: t('validation.required') }] : []}
          >
            <Input maxLength={255} />
          </Form.Item>
        </EditModal>
      )}
    </Space>
  );
}
