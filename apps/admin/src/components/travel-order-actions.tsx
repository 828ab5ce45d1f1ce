import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelOrderKind, TravelOrderStatus, TravelReviewBody } from '@roamcart/contracts';
import { Can } from '../session/can.tsx';
import { ApproveRejectButtons, RemarkModal } from './review-actions.tsx';

/** Per kind: who may review, and where the review dialog's words are. */
const REVIEWS: Record<TravelOrderKind, { permission: string; texts: string }> = {
  hotel: { permission: 'hotel_orders:review', texts: 'admin.hotel_orders' },
  ticket: { permission: 'ticket_orders:review', texts: 'admin.ticket_orders' },
};

/**
 * What an operator may do with a travel order now: approve or reject (with the reason the
 * traveller reads) one waiting for review, or take a paid one on (`paidStep`: confirm the booking
 * with the hotel, issue the tickets).
 */
export function TravelOrderActions({
  kind,
  order,
  review,
  paidStep,
}: {
  kind: TravelOrderKind;
  order: { order_no: string; status: TravelOrderStatus };
  review(body: TravelReviewBody): Promise<unknown>;
  paidStep: { permission: string; label: string; dialog(onClose: () => void): ReactNode };
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<'approve' | 'reject' | 'paid_step' | null>(null);
  const { permission, texts } = REVIEWS[kind];
  const buttons = { approve: t('admin.hotel_orders.approve'), reject: t('admin.hotel_orders.reject') };
  const close = () => setAction(null);

  return (
    <Space size={0} wrap>
      {order.status === 'ordered_pending_review' && <ApproveRejectButtons permission={permission} labels={buttons} onPick={setAction} />}
      {order.status === 'paid_pending_verification' && (
        <Can permission={paidStep.permission}>
          <Button type="link" size="small" onClick={() => setAction('paid_step')}>
            {paidStep.label}
          </Button>
        </Can>
      )}
      {action === 'paid_step' && paidStep.dialog(close)}
      {(action === 'approve' || action === 'reject') && (
        <RemarkModal
          title={t(`${texts}.${action}_title`, { no: order.order_no })}
          okText={buttons[action]}
          hint={t(`${texts}.${action}_hint`)}
          label={action === 'reject' ? t('admin.hotel_orders.reject_reason') : t('admin.hotel_orders.remark')}
          required={action === 'reject'}
          multiline
          onClose={close}
          onSubmit={(remark) => review({ order_no: order.order_no, approve: action === 'approve', remark })}
        />
      )}
    </Space>
  );
}
