import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundDestination as Destination, RefundView } from '@roamcart/contracts';
import { useConfirmReturn, useReviewRefund } from '../../api/orders.ts';
import { ApproveRejectButtons, RemarkModal } from '../../components/review-actions.tsx';
import { formatMoney } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';
import { useBaseCurrency } from '../../startup/startup-context.tsx';
import { RefundDestination } from './refund-destination.tsx';

type Action = 'approve' | 'reject' | 'confirm_return';

/**
 * What an operator may do with a refund request now: approve or reject one that was asked for,
 * or confirm that returned goods arrived. Each asks for a remark first; a rejection needs one (the customer reads why).
 * A refund (not a return: its money goes to the wallet) of a sub-order paid online (`channel`
 * names its channel) is approved to the wallet or back to that channel, as the operator picks.
 */
export function RefundActions({ refund, channel }: { refund: RefundView; channel?: string | null }) {
  const { t } = useTranslation();
  const currency = useBaseCurrency();
  const review = useReviewRefund();
  const confirmReturn = useConfirmReturn();
  const [action, setAction] = useState<Action | null>(null);
  const amount = formatMoney(refund.amount, currency);

  // Where an approval may send the money back: a return's goes to the wallet when its goods arrive.
  const offeredChannel = refund.kind === 'refund' ? channel : null;

  function submit(action: Action, remark: string, to: Destination | undefined) {
    if (action === 'confirm_return') return confirmReturn.mutateAsync({ id: refund.id, remark });
    return review.mutateAsync({ id: refund.id, approve: action === 'approve', remark, to: action === 'approve' ? to : undefined });
  }

  // What the operator's choice will do, said before it is done.
  const consequence: Record<Action, string> = {
    approve:
      refund.kind === 'return' ? t('admin.refunds.approve_return_hint') : offeredChannel ? t('admin.refunds.approve_refund_to_hint', { amount }) : t('admin.refunds.approve_refund_hint', { amount }),
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
        <RemarkModal<{ to?: Destination }>
          title={titles[action]}
          okText={buttons[action]}
          hint={consequence[action]}
          label={t('admin.refunds.remark')}
          required={action === 'reject'}
          initialValues={{ to: 'wallet' }}
          onClose={() => setAction(null)}
          onSubmit={(remark, values) => submit(action, remark, values.to)}
        >
          {action === 'approve' && offeredChannel && <RefundDestination channel={offeredChannel} />}
        </RemarkModal>
      )}
    </Space>
  );
}
