import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { formatMoment } from '../../lib/dates.ts';
import { t } from '../../lib/i18n.ts';
import './order.css';

/** Who made a move: the customer, an operator or the system. */
function actorLabel(by: string): string {
  return t(`order.by.${by === 'user' || by === 'admin' ? by : 'system'}`);
}

/** A move as an order's timeline shows it: what moved (`text`), who made it, when, and why. */
interface ShownMove {
  key: string;
  text: ReactNode;
  by: string;
  at: string;
  remark: string;
}

/** An order's moves (given oldest first) newest first, down to when it was placed (`placed` says it). */
export function OrderMoves({ testId, moves, placed, createdAt }: { testId: string; moves: ShownMove[]; placed: string; createdAt: string }) {
  const { i18n } = useTranslation();
  const when = (iso: string) => formatMoment(iso, i18n.language);
  return (
    <ol className="plain-list order-timeline" data-testid={testId}>
      {[...moves].reverse().map((move) => (
        <li key={move.key}>
          <p className="order-timeline-move">{move.text}</p>
          <p className="order-timeline-meta">
            <time dateTime={move.at}>{when(move.at)}</time> · {actorLabel(move.by)}
          </p>
          {move.remark && <p className="order-timeline-remark">{move.remark}</p>}
        </li>
      ))}
      <li>
        <p className="order-timeline-move">{placed}</p>
        <p className="order-timeline-meta">
          <time dateTime={createdAt}>{when(createdAt)}</time> · {actorLabel('user')}
        </p>
      </li>
    </ol>
  );
}

/** The order's number at the foot of its card; `children` sit at its end (the share button). */
export function OrderNoHead({ orderNo, children }: { orderNo: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="order-card-head">
      <span>
        {t('order.order_no')} <bdi dir="ltr">{orderNo}</bdi>
      </span>
      {children}
    </p>
  );
}

/** An order that could not be shown (not found, not the caller's, or not loaded): why, and the way to My orders. */
export function OrderUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="alert">
      <p>{error instanceof ApiError ? error.message : t('common.load_failed')}</p>
      <Link className="button-link is-primary" to="/myorders" replace>
        {t('order.my_orders')}
      </Link>
    </div>
  );
}
