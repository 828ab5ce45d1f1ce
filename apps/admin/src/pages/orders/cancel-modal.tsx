import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderAdminCancelBody, type z } from '@roamcart/contracts';
import { useCancelOrder } from '../../api/orders.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { zodRules } from '../../lib/zod-form.ts';

type Values = z.input<typeof orderAdminCancelBody>;
const rules = zodRules(orderAdminCancelBody);

/** Cancels an unpaid order; the reason goes into its timeline. */
export function CancelModal({ orderNo, onClose }: { orderNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();

  return (
    <EditModal<Values>
      title={t('admin.orders.cancel_title', { no: orderNo })}
      okText={t('admin.orders.cancel')}
      initialValues={{ order_no: orderNo, reason: '' }}
      onClose={onClose}
      onSubmit={(values) => cancel.mutateAsync(orderAdminCancelBody.parse(values))}
    >
      <Typography.Paragraph>{t('admin.orders.cancel_hint')}</Typography.Paragraph>
      <Form.Item name="reason" label={t('admin.orders.cancel_reason')} rules={rules('reason')}>
        <Input maxLength={200} />
      </Form.Item>
    </EditModal>
  );
}
