import { and, asc, eq, like } from 'drizzle-orm';
import { products, skus } from '../modules/catalogue/tables.ts';
import { pastOrderRules, recordPastGoodsOrders, type PastGoodsOrder } from '../modules/orders/index.ts';
import { orders } from '../modules/orders/tables.ts';
import { admins } from '../platform/tables/admin.ts';
import type { Db } from '../platform/db.ts';
import type { ReferenceData } from '../platform/reference-data.ts';
import { DEMO_CATEGORIES, DEMO_EDITIONS } from './catalogue-words.ts';
import { demoCustomerRates, demoCustomers, demoPaymentChannel } from './demo-customers.ts';
import { DEMO_ADDRESSES, GOODS_BOUGHT_TOGETHER, GOODS_COMMENTS, type GoodsStars } from './goods-order-words.ts';
import { DEMO_TRAVELLERS } from './hotel-review-words.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/**
 * The orders were placed between these many days ago: each received and reviewed since, and all
 * before the back office's last 30 days (the dashboard, the sales report), which show the shop's own trade.
 */
const FIRST_ORDER_DAYS = 98;
const LAST_ORDER_DAYS = 35;
/** The best seller's units; the goods of popularity rank r sell about TOP_UNITS / (r + 1)^ZIPF_EXPONENT (Zipf). */
const TOP_UNITS = 24;
const ZIPF_EXPONENT = 0.9;
/** Goods ranked lower sold nothing yet. */
const GOODS_SOLD = 100;
/** A prime above the number of orders: `serial * 7919 % SHUFFLE` shuffles them. */
const SHUFFLE = 10_007;
/** Orders of each set of goods bought together. */
const ORDERS_PER_SET = 2;

/** Mostly 5 and 4 stars, some 3, now and then 2. */
const starsOf = (draw: number): GoodsStars => (draw % 20 < 10 ? 5 : draw % 20 < 16 ? 4 : draw % 20 < 19 ? 3 : 2);

/** A demo goods on sale: its place in the demo (type x edition), its SKUs, and the most a customer may buy (0: no limit). */
interface DemoGoods {
  index: number;
  art: string;
  skuIds: number[];
  limit: number;
  inStock: boolean;
  rank: number;
}

/** A planned order: its customer (index into DEMO_TRAVELLERS) and lines. */
interface PlannedOrder {
  customer: number;
  lines: { skuId: number; qty: number }[];
}

/**
 * Demo sales on a fresh install's demo goods (call right after seedDemoCatalogue added them):
 * the demo customers (demoCustomers) placed orders in the weeks before the last month, paid
 * through the first online payment channel, shipped by the first admin and received; about three
 * in five reviewed (and so completed), a review without words now and then. Popular goods sell
 * many (Zipf over a fixed shuffle of the goods), a few sets of goods are bought together; the
 * goods' sales and ratings are counted from these orders (recordPastGoodsOrders). A database
 * with any goods order, or without an online channel, an admin or an active carrier, is left
 * alone, so a second run adds nothing.
 */
export async function seedDemoGoodsOrders(deps: { db: Db; ref: ReferenceData }): Promise<void> {
  // The settings first: on PGlite, the reference data's reads would wait for the transaction.
  const rules = await pastOrderRules(deps);
  await deps.db.transaction(async (tx) => {
    const [ordered] = await tx.select({ id: orders.id }).from(orders).limit(1);
    if (ordered) return;
    const channel = await demoPaymentChannel(tx);
    const [admin] = await tx.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);
    if (!channel || !admin || rules.carriers.length === 0) return;

    const rows = await tx
      .select({ productId: products.id, limit: products.purchaseLimit, skuId: skus.id, code: skus.code, stock: skus.stock })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(products.status, 'online'), like(skus.code, 'D%')))
      .orderBy(asc(skus.id));
    const planned = planOrders(goodsOf(rows));
    if (planned.length === 0) return;

    const first = Date.now() - FIRST_ORDER_DAYS * DAY_MS;
    const idOf = await demoCustomers(tx, new Date(first - 30 * DAY_MS));
    const rateOf = await demoCustomerRates(tx);

    const commentsUsed = new Map<string, number>();
    const past: PastGoodsOrder[] = [];
    for (const [serial, order] of planned.entries()) {
      const traveller = DEMO_TRAVELLERS[order.customer]!;
      const userId = idOf.get(traveller.email);
      const rate = rateOf.get(traveller.currency);
      if (userId === undefined || rate === undefined) continue;
      // A fixed shuffle of the orders over the weeks, so one goods' orders spread out.
      const draw = (serial * 7919) % SHUFFLE;
      const orderedAt = first + (draw / SHUFFLE) * (FIRST_ORDER_DAYS - LAST_ORDER_DAYS) * DAY_MS + (draw % 11) * HOUR_MS;
      const payingAt = orderedAt + (1 + (draw % 4)) * MINUTE_MS;
      const paidAt = payingAt + 2 * MINUTE_MS;
      const shippedAt = paidAt + (18 + (draw % 30)) * HOUR_MS;
      // Two in three buyers confirm receipt; the automatic receipt counts the others as received.
      const receivedAt = draw % 3 === 0 ? null : shippedAt + (2 + (draw % 4)) * DAY_MS + (draw % 9) * HOUR_MS;
      const reviewed = draw % 5 < 3;
      const reviewedAt = (receivedAt ?? shippedAt + rules.autoReceiveDays * DAY_MS) + (1 + (draw % 3)) * DAY_MS + (draw % 7) * HOUR_MS;
      past.push({
        userId,
        lines: order.lines,
        seen: { currency: traveller.currency, rate },
        address: { name: traveller.name, ...DEMO_ADDRESSES[order.customer]! },
        orderedAt: new Date(orderedAt),
        payingAt: new Date(payingAt),
        paidAt: new Date(paidAt),
        shippedAt: new Date(shippedAt),
        shippedBy: admin.id,
        carrier: rules.carriers[draw % rules.carriers.length]!,
        trackingNo: String(1_000_000_000 + ((draw * 104_729) % 9_000_000_000)),
        receivedAt: receivedAt === null ? null : new Date(receivedAt),
        review: reviewed
          ? {
              at: new Date(reviewedAt),
              lines: order.lines.map((_, line) => {
                const rating = starsOf(draw + line * 7);
                // Every fourth review is stars only; the others take the language's words of those stars in turn.
                if ((draw + line) % 4 === 0) return { rating, content: '' };
                const turn = `${traveller.lang}:${rating}`;
                const used = commentsUsed.get(turn) ?? 0;
                commentsUsed.set(turn, used + 1);
                const comments = GOODS_COMMENTS[traveller.lang][rating];
                return { rating, content: comments[used % comments.length]! };
              }),
            }
          : null,
      });
    }
    await recordPastGoodsOrders(tx, rules, channel, past);
  });
}

/** The demo goods on sale, by the demo's SKU codes (D<n>, D<n>-<combination>), each with its popularity rank. */
function goodsOf(rows: { productId: number; limit: number; skuId: number; code: string; stock: number }[]): DemoGoods[] {
  const types = DEMO_CATEGORIES.flatMap((top) => top.children.flatMap((child) => child.types));
  const byProduct = new Map<number, DemoGoods>();
  for (const row of rows) {
    const index = Number(/^D(\d+)(?:-\d+)?$/.exec(row.code)?.[1] ?? 0) - 1;
    const type = types[Math.floor(index / DEMO_EDITIONS.length)];
    if (index < 0 || !type) continue;
    const goods = byProduct.get(row.productId) ?? { index, art: type.art, skuIds: [], limit: row.limit, inStock: false, rank: 0 };
    goods.skuIds.push(row.skuId);
    goods.inStock ||= row.stock > 0;
    byProduct.set(row.productId, goods);
  }
  // A fixed shuffle: the best sellers are of different types and editions.
  const ranked = [...byProduct.values()].sort((a, b) => ((a.index * 89 + 7) % 211) - ((b.index * 89 + 7) % 211));
  ranked.forEach((goods, rank) => (goods.rank = rank));
  return ranked;
}

/**
 * Who bought what: first each set of goods bought together (its types' best sellers still in
 * stock, so "you may also like" shows them), then the rest of each goods' units in orders of one
 * line, one or two units each, the customers taking turns and none buying more of a goods than
 * its limit allows.
 */
function planOrders(goods: DemoGoods[]): PlannedOrder[] {
  const customers = DEMO_TRAVELLERS.length;
  const left = new Map(goods.map((one) => [one, one.rank < GOODS_SOLD ? Math.max(1, Math.round(TOP_UNITS / (one.rank + 1) ** ZIPF_EXPONENT)) : 0]));
  const bought = new Map<string, number>();
  const mayBuy = (customer: number, one: DemoGoods, qty: number) => one.limit === 0 || (bought.get(`${customer}:${one.index}`) ?? 0) + qty <= one.limit;
  const buy = (customer: number, one: DemoGoods, qty: number, serial: number) => {
    bought.set(`${customer}:${one.index}`, (bought.get(`${customer}:${one.index}`) ?? 0) + qty);
    left.set(one, Math.max(0, left.get(one)! - qty));
    return { skuId: one.skuIds[serial % one.skuIds.length]!, qty };
  };
  const planned: PlannedOrder[] = [];

  for (const [set, arts] of GOODS_BOUGHT_TOGETHER.entries()) {
    const together = arts.map((art) => goods.find((one) => one.art === art && one.inStock));
    if (together.some((one) => !one)) continue;
    for (let turn = 0; turn < ORDERS_PER_SET; turn += 1) {
      const customer = (set * 5 + turn * 7) % customers;
      if (!together.every((one) => mayBuy(customer, one!, 1))) continue;
      planned.push({ customer, lines: together.map((one) => buy(customer, one!, 1, planned.length)) });
    }
  }

  for (const one of goods) {
    let attempts = 0;
    while (left.get(one)! > 0 && attempts < customers) {
      const qty = left.get(one)! >= 2 && planned.length % 3 === 0 ? 2 : 1;
      const customer = (planned.length * 5 + one.rank + attempts) % customers;
      if (!mayBuy(customer, one, qty)) {
        attempts += 1;
        continue;
      }
      attempts = 0;
      planned.push({ customer, lines: [buy(customer, one, qty, planned.length)] });
    }
  }
  return planned;
}
