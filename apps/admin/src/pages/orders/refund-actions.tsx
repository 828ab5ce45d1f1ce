import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundView } from '@roamcart/contracts';
import { useConfirmReturn, useReviewRefund } from '../../api/orders.ts';
import { ApproveRejectButtons, RemarkModal } from '../../components/review-actions.tsx';
import { formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';

type Action = 'approve' | 'reject' | 'confirm_return';

/**
 * What an operator may do with a refund request now: approve or reject one that was asked for,
 * or confirm that returned goods arrived. Each asks for a remark first; a rejection needs one (the customer reads why).
 */
export function RefundActions({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const review = useReviewRefund();
  const confirmReturn = useConfirmReturn();
  const [action, setAction] = useState<Action | null>(null);
  const amount = formatMoney(refund.amount, currency);

  function submit(action: Action, remark: string) {
    if (action === 'confirm_return') return confirmReturn.mutateAsync({ id: refund.id, remark });
    return review.mutateAsync({ id: refund.id, approve: action === 'approve', remark });
  }

  // What the operator's choice will do, said before it is done.
  const consequence: Record<Action, string> = {
    approve: refund.kind === 'return' ? t('admin.refunds.approve_return_hint') : t('admin.refunds.approve_refund_hint', { amount }),
    reject: t('admin.refunds.reject_hint'),
    confirm_return: t('admin.refunds.confirm_return_hint', { amount }),
  };
  const titles: Record<Action, string> = {
    approve: t('admin.refunds.approve_title', { no: refund.sub_order_no }),
    reject: t('admin.refunds.reject_title', { no: refund.sub_order_no }),
    confirm_return: t('admin.refunds.confirm_return_title', { no: refund.sub_order_no }),
  };
  const buttons: Record<Action, string> = {
    approve: t('admin.refunds.approve'),
    reject: t('admin.refunds.reject'),
    confirm_return: t('admin.refunds.confirm_return'),
  };

  return (
    <Space size={0} wrap>
      {refund.status === 'requested' && <ApproveRejectButtons permission="refunds:review" labels={buttons} onPick={setAction} />}
      {refund.status === 'in_transit' && (
        <Can permission="refunds:confirm_return">
          <Button type="link" size="small" onClick={() => setAction('confirm_return')}>
            {buttons.confirm_return}
          </Button>
        </Can>
      )}
      {action && (
        <RemarkModal
          title={titles[action]}
          okText={buttons[action]}
          hint={consequence[action]}
          label={t('admin.refunds.remark')}
          required={action === 'reject'}
          onClose={() => setAction(null)}
          onSubmit={(remark) => submit(action, remark)}
        />
      )}
    </Space>
  );
}
