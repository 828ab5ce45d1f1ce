import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TravelOrderKind } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';

/**
 * Orders of `kind` their travellers rated (confirmed with stars), as a subquery for the kind's
 * reviews to join its bookings on: the order id, the stars, what the traveller wrote ('' when
 * nothing) and their nickname.
 */
export function ratedTravelOrders(db: DbOrTx, kind: TravelOrderKind) {
  return db
    .select({
      id: travelOrders.id,
      rating: sql<number>`${travelOrders.rating}`.as('rating'),
      comment: sql<string>`coalesce(${travelOrders.ratingComment}, '')`.as('comment'),
      nickname: users.nickname,
    })
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.kind, kind), eq(travelOrders.status, 'confirmed'), isNotNull(travelOrders.rating)))
    .as('rated_orders');
}
