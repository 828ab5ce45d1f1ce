import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderFeedRow, PageResult } from '@roamcart/contracts';
import { airports, ticketBookings } from '../flights/tables.ts';
import { hotelBookings, hotels } from '../hotels/tables.ts';
import { orderLines } from '../orders/tables.ts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';

interface FeedRow {
  type: OrderFeedRow['type'];
  id: number;
  order_no: string;
  status: string;
  pay_amount: string;
  created_at: Date | string;
  total: number;
}

/**
 * GET /order: the caller's goods orders (not deleted) and travel orders in one list, newest
 * first, by type and status, paged: one statement for the page and its total, then one read each
 * for the goods orders' first lines, the hotel bookings' names and the ticket orders' routes.
 */
export async function orderFeed(db: DbOrTx, userId: number, query: { page: number; limit: number; type?: OrderFeedRow['type']; status?: string }, reader: Reader): Promise<PageResult<OrderFeedRow>> {
  const goodsStatus: SQL = query.status ? sql`and o.status = ${query.status}` : sql``;
  const travelStatus: SQL = query.status ? sql`and t.status = ${query.status}` : sql``;
  const goods = sql`select 'goods' as type, o.id, o.order_no, o.status, o.pay_amount, o.created_at from orders o where o.user_id = ${userId} and o.status <> 'deleted' ${goodsStatus}`;
  const travel = (kind?: string) =>
    sql`select t.kind as type, t.id, t.order_no, t.status, t.pay_amount, t.created_at from travel_orders t where t.user_id = ${userId} ${kind ? sql`and t.kind = ${kind}` : sql``} ${travelStatus}`;
  const union = query.type === 'goods' ? goods : query.type ? travel(query.type) : sql`${goods} union all ${travel()}`;
  const rows = await rowsOf<FeedRow>(
    db,
    sql`select type, id, order_no, status, pay_amount::text as pay_amount, created_at, (count(*) over ())::int as total
      from (${union}) as feed
      order by created_at desc, order_no desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const goodsIds = rows.filter((row) => row.type === 'goods').map((row) => row.id);
  const travelIds = rows.filter((row) => row.type !== 'goods').map((row) => row.id);
  const lines = goodsIds.length
    ? await db
        .select({ orderId: orderLines.orderId, name: orderLines.name, specText: orderLines.specText, image: orderLines.image })
        .from(orderLines)
        .where(inArray(orderLines.orderId, goodsIds))
        .orderBy(asc(orderLines.id))
    : [];
  const bookings = travelIds.length
    ? await db
        .select({ orderId: hotelBookings.travelOrderId, hotelName: hotelBookings.hotelName, roomTypeName: hotelBookings.roomTypeName, checkIn: hotelBookings.checkIn, checkOut: hotelBookings.checkOut, photos: hotels.photos })
        .from(hotelBookings)
        .innerJoin(hotels, sql`${hotels.id} = ${hotelBookings.hotelId}`)
        .where(and(inArray(hotelBookings.travelOrderId, travelIds)))
    : [];
  const tickets = travelIds.length
    ? await db
        .select({ orderId: ticketBookings.travelOrderId, origin: ticketBookings.origin, destination: ticketBookings.destination, date: ticketBookings.departureDate, flightNo: ticketBookings.flightNo })
        .from(ticketBookings)
        .where(inArray(ticketBookings.travelOrderId, travelIds))
    : [];
  const airportCodes = [...new Set(tickets.flatMap((ticket) => [ticket.origin, ticket.destination]))];
  const cities = airportCodes.length ? await db.select({ code: airports.code, city: airports.city }).from(airports).where(inArray(airports.code, airportCodes)) : [];
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  const cityOf = (code: string) => {
    const airport = cities.find((one) => one.code === code);
    return airport ? text(airport.city) : code;
  };
  const list = rows.map((row): OrderFeedRow => {
    const common = { type: row.type, order_no: row.order_no, status: row.status, pay_amount: reader.price.out(BigInt(row.pay_amount)), currency: reader.price.seen.currency, created_at: new Date(row.created_at).toISOString() };
    if (row.type === 'goods') {
      const first = lines.find((line) => line.orderId === row.id);
      return { ...common, title: first ? text(first.name) : '', subtitle: first ? text(first.specText) : '', image: first?.image || null };
    }
    if (row.type === 'ticket') {
      const ticket = tickets.find((one) => one.orderId === row.id);
      return { ...common, title: ticket ? `${cityOf(ticket.origin)} → ${cityOf(ticket.destination)}` : '', subtitle: ticket ? `${ticket.date} · ${ticket.flightNo}` : '', image: null };
    }
    const booking = bookings.find((one) => one.orderId === row.id);
    return {
      ...common,
      title: booking ? `${text(booking.hotelName)} · ${text(booking.roomTypeName)}` : '',
      subtitle: booking ? `${booking.checkIn} – ${booking.checkOut}` : '',
      image: booking?.photos[0] ?? null,
    };
  });
  return { list, total: rows[0]?.total ?? 0, page: query.page, limit: query.limit };
}
