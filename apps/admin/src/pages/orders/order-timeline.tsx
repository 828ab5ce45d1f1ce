import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminStatusMove } from '@roamcart/contracts';
import { formatDateTime } from '../../lib/format.ts';
import { useOrderStatusLabel } from './order-status.tsx';

const ACTOR_COLORS: Record<string, string> = { admin: 'blue', user: 'green', system: 'gray' };

/** Every move of the order and its sub-orders, oldest first: from, to, who, when and the remark. */
export function OrderTimeline({ moves }: { moves: AdminStatusMove[] }) {
  const { t } = useTranslation();
  const label = useOrderStatusLabel();
  if (moves.length === 0) return <Typography.Text type="secondary">{t('admin.orders.no_history')}</Typography.Text>;
  return (
    <div data-testid="order-timeline">
      <Timeline
        items={moves.map((move, index) => ({
          key: index,
          color: ACTOR_COLORS[move.by] ?? 'gray',
          content: (
            <>
              <Typography.Text strong>{t('admin.orders.move', { from: label(move.from), to: label(move.to) })}</Typography.Text>{' '}
              {move.sub_order_no ? <Tag>{t('admin.orders.sub_order_tag', { no: move.sub_order_no })}</Tag> : <Tag color="blue">{t('admin.orders.whole_order')}</Tag>}
              <div>
                <Typography.Text type="secondary">
                  {t(`admin.orders.by_${move.by}`, { defaultValue: move.by })}
                  {move.actor && (
                    <>
                      {' '}
                      <bdi>{move.actor}</bdi>
                    </>
                  )}
                  {' · '}
                  {formatDateTime(move.at)}
                </Typography.Text>
              </div>
              {move.remark && <div>{move.remark}</div>}
            </>
          ),
        }))}
      />
    </div>
  );
}
