import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelOrderAdminRow } from '@roamcart/contracts';
import { useReviewHotelOrder, useVerifyHotelOrder } from '../../api/hotels.ts';
import { EditModal } from '../../components/edit-modal.tsx';
import { requiredRule } from '../../lib/zod-form.ts';
import { Can } from '../../session/can.tsx';

type Action = 'approve' | 'reject' | 'verify';

const REMARK_MAX = 200;
const CONFIRMATION_MAX = 64;

/**
 * What an operator may do with a booking now: approve or reject (with the reason the traveller
 * will read) one waiting for review, or enter the hotel's confirmation number for a paid one.
 */
export function HotelOrderActions({ order }: { order: HotelOrderAdminRow }) {
  const { t } = useTranslation();
  const review = useReviewHotelOrder();
  const verify = useVerifyHotelOrder();
  const [action, setAction] = useState<Action | null>(null);

  function submit(action: Action, values: { remark?: string; confirmation_no?: string }) {
    if (action === 'verify') return verify.mutateAsync({ order_no: order.order_no, confirmation_no: (values.confirmation_no ?? '').trim() });
    return review.mutateAsync({ order_no: order.order_no, approve: action === 'approve', remark: (values.remark ?? '').trim() });
  }

  const titles: Record<Action, string> = {
    approve: t('admin.hotel_orders.approve_title', { no: order.order_no }),
    reject: t('admin.hotel_orders.reject_title', { no: order.order_no }),
    verify: t('admin.hotel_orders.verify_title', { no: order.order_no }),
  };
  const hints: Record<Action, string> = {
    approve: t('admin.hotel_orders.approve_hint'),
    reject: t('admin.hotel_orders.reject_hint'),
    verify: t('admin.hotel_orders.verify_hint'),
  };
  const buttons: Record<Action, string> = {
    approve: t('admin.hotel_orders.approve'),
    reject: t('admin.hotel_orders.reject'),
    verify: t('admin.hotel_orders.verify'),
  };

  return (
    <Space size={0} wrap>
      {order.status === 'ordered_pending_review' && (
        <Can permission="hotel_orders:review">
          <Button type="link" size="small" onClick={() => setAction('approve')}>
            {buttons.approve}
          </Button>
          <Button type="link" size="small" danger onClick={() => setAction('reject')}>
            {buttons.reject}
          </Button>
        </Can>
      )}
      {order.status === 'paid_pending_verification' && (
        <Can permission="hotel_orders:verify">
          <Button type="link" size="small" onClick={() => setAction('verify')}>
            {buttons.verify}
          </Button>
        </Can>
      )}
      {action && (
        <EditModal<{ remark?: string; confirmation_no?: string }>
          title={titles[action]}
          okText={buttons[action]}
          initialValues={{ remark: '', confirmation_no: '' }}
          onClose={() => setAction(null)}
          onSubmit={(values) => submit(action, values)}
        >
          <Typography.Paragraph>{hints[action]}</Typography.Paragraph>
          {action === 'verify' ? (
            <Form.Item name="confirmation_no" label={t('admin.hotel_orders.confirmation_no')} rules={[requiredRule()]}>
              <Input maxLength={CONFIRMATION_MAX} autoFocus />
            </Form.Item>
          ) : (
            <Form.Item name="remark" label={action === 'reject' ? t('admin.hotel_orders.reject_reason') : t('admin.hotel_orders.remark')} rules={action === 'reject' ? [requiredRule()] : []}>
              <Input.TextArea rows={2} maxLength={REMARK_MAX} />
            </Form.Item>
          )}
        </EditModal>
      )}
    </Space>
  );
}
