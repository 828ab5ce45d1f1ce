import { Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';

const ACTOR_COLORS: Record<string, string> = { admin: 'blue', user: 'green', system: 'gray' };

/** One status move as a timeline shows it: what moved (`title`), who (kind and name), when, and the remark. */
export interface TimelineMove {
  title: ReactNode;
  /** admin, user or system. */
  by: string;
  actor: string | null;
  at: string;
  remark: string;
}

/** An order's moves, oldest first, coloured by who made them. */
export function MovesTimeline({ moves, testId }: { moves: TimelineMove[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Timeline
        items={moves.map((move, index) => ({
          key: index,
          color: ACTOR_COLORS[move.by] ?? 'gray',
          content: (
            <>
              {move.title}
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
