import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RefundDestination as Destination } from '@roamcart/contracts';

/**
 * The form's `to` field: where refunded money goes, with what happens then: the payer's wallet at
 * once, or back to the channel (`channel`) the sub-order was paid through.
 */
export function RefundDestination({ channel }: { channel?: string | null }) {
  const { t } = useTranslation();
  const to = Form.useWatch<Destination | undefined>('to', Form.useFormInstance());
  return (
    <Form.Item name="to" label={t('admin.orders.refund_to')} extra={to === 'original' ? t('admin.orders.refund_to_hint') : t('admin.orders.refund_to_wallet_hint')}>
      <Radio.Group
        options={[
          { value: 'wallet', label: t('admin.orders.refund_to_wallet') },
          ...(channel ? [{ value: 'original', label: t('admin.orders.refund_to_original', { channel }) }] : []),
        ]}
      />
    </Form.Item>
  );
}
