import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminStatusMove } from '@roamcart/contracts';
import { MovesTimeline } from '../../components/moves-timeline.tsx';
import { useOrderStatusLabel } from './order-status.tsx';

/**
 * Every move of the order, its sub-orders and its refund requests, oldest first: from, to, which
 * part, who, when and the remark.
 */
export function OrderTimeline({ moves }: { moves: AdminStatusMove[] }) {
  const { t } = useTranslation();
  const label = useOrderStatusLabel();
  const refundLabel = (status: string) => t(`admin.refunds.status_${status}`, { defaultValue: status });
  const moveText = (move: AdminStatusMove) => {
    if (move.refund_id === null) return t('admin.orders.move', { from: label(move.from), to: label(move.to) });
    return move.from === '' ? t('admin.orders.refund_asked') : t('admin.orders.refund_move', { from: refundLabel(move.from), to: refundLabel(move.to) });
  };
  if (moves.length === 0) return <Typography.Text type="secondary">{t('admin.orders.no_history')}</Typography.Text>;
  return (
    <MovesTimeline
      testId="order-timeline"
      moves={moves.map((move) => ({
        by: move.by,
        actor: move.actor,
        at: move.at,
        remark: move.remark,
        title: (
          <>
            <Typography.Text strong>{moveText(move)}</Typography.Text>{' '}
            {move.sub_order_no ? <Tag>{t('admin.orders.sub_order_tag', { no: move.sub_order_no })}</Tag> : <Tag color="blue">{t('admin.orders.whole_order')}</Tag>}
          </>
        ),
      }))}
    />
  );
}
