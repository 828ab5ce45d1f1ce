import type { TravelOrderStatus, TravelRateBody } from '@roamcart/contracts';
import type { Db } from '../../platform/db.ts';
import { ownTravelOrder } from './orders.ts';
import type { TravelProvider } from './provider.ts';
import { travelOrderStatus } from './state.ts';

/** Whether the traveller may rate now: the stay or flight is over and the order waits for their rating. */
export const canRate = (status: TravelOrderStatus): boolean => travelOrderStatus.allows(status, 'confirmed', 'user');

/**
 * The traveller rates their stay or flight once it is over (verified_pending_rating): 1-5 stars and
 * a comment, kept on the order, which is confirmed with a history row. Any other state answers
 * 4207 (a second rating too: the order is confirmed by then); another traveller's order 4402.
 */
export async function rateTravelOrder(db: Db, provider: TravelProvider, userId: number, body: TravelRateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await ownTravelOrder(tx, userId, provider.kind, body.order_no, true);
    await travelOrderStatus.transition(tx, order.id, 'confirmed', { kind: 'user', id: userId }, '', { rating: body.rating, ratingComment: body.comment });
    await provider.afterRated?.(tx, order);
  });
}
