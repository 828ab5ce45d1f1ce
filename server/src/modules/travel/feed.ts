import { sql, type SQL } from 'drizzle-orm';
import type { OrderFeedRow, PageResult, TravelOrderKind, TripKind } from '@roamcart/contracts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import { goodsOrderFeedRows, goodsOrderFirstLines } from '../orders/index.ts';

interface FeedRow {
  type: OrderFeedRow['type'];
  id: number;
  order_no: string;
  status: string;
  pay_amount: string;
  created_at: Date | string;
  total: number;
}

/** How a travel order shows in the feed, in the reader's language. */
export interface FeedLine {
  title: string;
  subtitle: string;
  image: string | null;
  /** A flight's departure, local time with its offset. */
  departs_at: string | null;
  /** A flight order's trip kind. */
  trip: TripKind | null;
}

/** Each kind's feed lines of its orders among `ids` (an order of another kind has none). */
export type TravelFeedLines = Record<TravelOrderKind, (db: DbOrTx, ids: readonly number[], reader: Reader) => Promise<Map<number, FeedLine>>>;

const NO_LINE: FeedLine = { title: '', subtitle: '', image: null, departs_at: null, trip: null };

/**
 * GET /order: the caller's goods orders (not deleted) and travel orders in one list, newest
 * first, by type and status, paged: one statement for the page and its total, then one read for
 * the goods orders' first lines and one per travel kind for its lines.
 */
export async function orderFeed(
  db: DbOrTx,
  kinds: TravelFeedLines,
  userId: number,
  query: { page: number; limit: number; type?: OrderFeedRow['type']; status?: string },
  reader: Reader,
): Promise<PageResult<OrderFeedRow>> {
  const travelStatus: SQL = query.status ? sql`and t.status = ${query.status}` : sql``;
  const goods = goodsOrderFeedRows(userId, query.status);
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
  const idsOf = (type: OrderFeedRow['type']) => rows.filter((row) => row.type === type).map((row) => row.id);
  const firstLines = await goodsOrderFirstLines(db, idsOf('goods'));
  const travelLines = new Map<string, Map<number, FeedLine>>();
  for (const [kind, linesOf] of Object.entries(kinds)) {
    const ids = idsOf(kind as TravelOrderKind);
    if (ids.length) travelLines.set(kind, await linesOf(db, ids, reader));
  }
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  const list = rows.map((row): OrderFeedRow => {
    const common = { type: row.type, order_no: row.order_no, status: row.status, pay_amount: reader.price.out(BigInt(row.pay_amount)), currency: reader.price.seen.currency, created_at: new Date(row.created_at).toISOString() };
    if (row.type === 'goods') {
      const first = firstLines.get(row.id);
      return { ...common, title: first ? text(first.name) : '', subtitle: first ? text(first.specText) : '', image: first?.image || null, departs_at: null, trip: null };
    }
    return { ...common, ...(travelLines.get(row.type)?.get(row.id) ?? NO_LINE) };
  });
  return { list, total: rows[0]?.total ?? 0, page: query.page, limit: query.limit };
}
