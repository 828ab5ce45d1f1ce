import type { GoodsOrderStatus } from '@roamcart/contracts';
import { t } from '../../../lib/i18n.ts';

/** The translated name of an order status; the empty status is the order just placed. */
export function statusLabel(status: string): string {
  return status ? t(`order.status.${status}`) : t('order.status.created');
}

/** What the buyer may do with an order in each state (the server's table decides in the end). */
export function orderActions(status: GoodsOrderStatus) {
  return {
    pay: status === 'pending_payment',
    cancel: status === 'pending_payment',
    confirmReceipt: status === 'shipped',
    remove: status === 'completed' || status === 'cancelled' || status === 'closed',
  };
}
