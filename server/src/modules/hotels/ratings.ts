import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hotelBookings, hotels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { ratedTravelOrders } from '../travel/index.ts';

/**
 * The hotels' average rating (tenths, rounded half up) and how many rated, counted again from
 * their rated stays, so a card shows the average the reviews list shows (a running average of
 * rounded tenths drifts: 2, 2, 3, 2 would make 2.2 against the reviews' 2.3). The hotel rows are
 * locked first, so the count, a statement of its own, sees a rating committed meanwhile.
 */
export async function recountHotelRatings(tx: DbOrTx, hotelIds: readonly number[]): Promise<void> {
  if (hotelIds.length === 0) return;
  await tx
    .select({ id: hotels.id })
    .from(hotels)
    .where(inArray(hotels.id, [...hotelIds]))
    .orderBy(asc(hotels.id))
    .for('update');
  const rated = ratedTravelOrders(tx, 'hotel');
  const ratings = tx
    .select({
      hotelId: hotelBookings.hotelId,
      tenths: sql<number>`round(avg(${rated.rating}) * 10)`.as('tenths'),
      count: sql<number>`count(*)`.as('rated'),
    })
    .from(hotelBookings)
    .innerJoin(rated, eq(rated.id, hotelBookings.travelOrderId))
    .where(inArray(hotelBookings.hotelId, [...hotelIds]))
    .groupBy(hotelBookings.hotelId)
    .as('ratings');
  await tx
    .update(hotels)
    .set({ ratingTenths: sql`${ratings.tenths}`, ratingCount: sql`${ratings.count}` })
    .from(ratings)
    .where(eq(hotels.id, ratings.hotelId));
}
