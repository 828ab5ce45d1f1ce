// The checkout port: the one place where creating a goods order asks other modules for what it
// needs, as typed query parts run inside orders' own statements (the address, usable coupons and
// SKUs read in one round trip; the stock taken in the statement that inserts the order) or as
// calls inside its transaction (cart lines, coupons and points spent).
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type OrderCreateBody, type OrderCreated, type OrderPreview, type OrderPreviewBody } from '@roamcart/contracts';
import { rowsOf, type Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnceLockingUser, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
import type { Reader } from '../../platform/reader.ts';
import { addressFromJson, customerAddressAsJson, findAddress } from '../address/index.ts';
import { removeOrderedCartLines } from '../cart/index.ts';
import { CATALOGUE_ANSWERS, refuseShortStock, skusForSaleAsJson, skusForSaleFromJson, stockTaking, type StockTaking } from '../catalogue/index.ts';
import { heldCouponsFromJson, spendSavings, usableCouponsAsJson } from '../coupons/index.ts';
import { previewView, priceOrder, type PricedSubOrder } from './pricing.ts';
import type { OrderDeps } from './service.ts';
import { orderStatus, subOrderStatus } from './state.ts';
import { orderLines, orders, subOrders } from './tables.ts';

const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30;
const DEFAULT_MAX_UNPAID_ORDERS = 5;

/** A date-time and a random part: sortable by time, not guessable in sequence. */
export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Draws of a number before giving up: a clash is a one-in-a-million chance within the same second. */
const ORDER_NO_DRAWS = 5;

/**
 * Inserts the order under a number of its own with every sub-order and line and takes their stock
 * (4202 when a SKU no longer covers its line), in one statement (an order is created while
 * holding locks, so round trips count), drawing another number in the rare case it is taken: then
 * nothing is inserted nor taken. The lines find their sub-order's new id by its number, and both
 * keep the priced order in their ids. `alongside(orderNo)`: a write to run in the same statement
 * (keeping the answer for an Idempotency-Key), run again with the next number after a redraw.
 */
async function insertOrder(
  tx: Tx,
  now: Date,
  values: Omit<typeof orders.$inferInsert, 'orderNo'>,
  priced: PricedSubOrder[],
  alongside: (orderNo: string) => SQL | undefined,
): Promise<{ id: number; orderNo: string }> {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw += 1) {
    const orderNo = newOrderNo(now);
    const placed = tx.insert(orders).values({ ...values, orderNo }).onConflictDoNothing({ target: orders.orderNo }).returning({ id: orders.id });
    const stock = stockTaking(priced.flatMap((sub) => sub.lines), orderNo, `user:${values.userId}`, sql`exists (select 1 from placed)`);
    const write = alongside(orderNo);
    const [order] = await rowsOf<{ id: number; taken: number }>(tx, withSubOrders(placed.getSQL(), orderNo, values.userId, priced, stock, write));
    if (order && order.taken < stock.skuIds.length) await refuseShortStock(tx, stock.skuIds);
    if (order) return { id: order.id, orderNo };
  }
  throw new Error(`no free order number after ${ORDER_NO_DRAWS} draws`);
}

/**
 * `placed` (an insert of the order answering its id) followed by its sub-orders, lines, `stock`
 * taking and the `alongside` write; answers the order's id and the SKUs taken, nothing when it
 * was not placed.
 */
function withSubOrders(placed: SQL, orderNo: string, userId: number, priced: PricedSubOrder[], stock: StockTaking, alongside: SQL | undefined): SQL {
  const numbered = priced.map((sub, index) => ({ sub, subOrderNo: `${orderNo}${index + 1}` }));
  const subs = numbered.map(({ sub, subOrderNo }) => ({
    sub_order_no: subOrderNo,
    source: sub.source,
    goods_amount: String(sub.goodsAmount),
    shipping_fee: String(sub.shippingFee),
    discount: String(sub.discount),
    pay_amount: String(sub.payAmount),
    points_used: sub.pointsUsed,
  }));
  const lines = numbered.flatMap(({ sub, subOrderNo }) =>
    sub.lines.map((line) => ({
      sub_order_no: subOrderNo,
      product_id: line.productId,
      sku_id: line.skuId,
      name: line.name,
      spec_text: line.specText,
      image: line.image,
      price: String(line.price),
      qty: line.qty,
      amount: String(line.amount),
      discount: String(line.discount),
    })),
  );
  return sql`
    with placed as (${placed}),
    subs as (
      insert into ${subOrders} (order_id, sub_order_no, user_id, source, status, goods_amount, shipping_fee, discount, pay_amount, points_used)
      select placed.id, s.sub_order_no, ${userId}, s.source, ${subOrderStatus.initial}, s.goods_amount, s.shipping_fee, s.discount, s.pay_amount, s.points_used
      from placed, rows from (jsonb_to_recordset(${JSON.stringify(subs)}::jsonb)
        as (sub_order_no varchar, source varchar, goods_amount bigint, shipping_fee bigint, discount bigint, pay_amount bigint, points_used integer))
        with ordinality as s(sub_order_no, source, goods_amount, shipping_fee, discount, pay_amount, points_used, position)
      order by s.position
      returning id, order_id, sub_order_no
    ),
    lines as (
      insert into ${orderLines} (order_id, sub_order_id, product_id, sku_id, name, spec_text, image, price, qty, amount, discount)
      select subs.order_id, subs.id, l.product_id, l.sku_id, l.name, l.spec_text, l.image, l.price, l.qty, l.amount, l.discount
      from rows from (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as (sub_order_no varchar, product_id integer, sku_id integer, name jsonb, spec_text jsonb, image varchar, price bigint, qty integer, amount bigint, discount bigint))
        with ordinality as l(sub_order_no, product_id, sku_id, name, spec_text, image, price, qty, amount, discount, position)
      join subs on subs.sub_order_no = l.sub_order_no
      order by l.position
    ),
    ${stock.steps}${alongside ? sql`, alongside as (${alongside})` : sql``}
    select id, ${stock.taken} as taken from placed`;
}

export async function previewOrder(deps: OrderDeps, userId: number, body: OrderPreviewBody, reader: Reader): Promise<OrderPreview> {
  const now = deps.now?.() ?? new Date();
  // Before an address is chosen the order is priced all the same: shipping does not depend on where it goes.
  const address = body.address_id === undefined ? null : await findAddress(deps.db, userId, body.address_id);
  return previewView(await priceOrder(deps.db, deps.ref, userId, body, { address }, reader, now), reader, now);
}

/**
 * The address ordered to, the customer's unpaid orders and usable coupons, and the SKUs of the
 * items asked for, in one round trip. Read after the customer's lock, by a statement of its own:
 * its snapshot then sees every create that held the lock before. The status is written out so
 * that the unpaid orders' partial index serves the count.
 */
const readAtCheckout = preparedOnce((db) =>
  db
    .select({
      unpaid: scalarSubquery<number>(sql`select count(*)::int from ${orders} where ${orders.userId} = ${sql.placeholder('userId')} and ${orders.status} = 'pending_payment'`),
      address: customerAddressAsJson,
      coupons: usableCouponsAsJson,
      skus: skusForSaleAsJson,
    })
    .from(sql`(select 1) as one`)
    .prepare('order_checkout_reads'),
);

/**
 * Creates the order in one transaction: at most the unpaid-orders parameter per customer (4203),
 * priced as the preview is, stock taken with conditional updates (4202 when another buyer got
 * there first, and nothing is written), names, specs, prices, address, currency and rate kept as
 * they are now, the ordered cart lines removed; the coupon is marked used and the points spent in
 * the same transaction. The same Idempotency-Key answers the first order again. The goods pages
 * cached with the old stock are dropped once it has committed.
 */
export async function createOrder(deps: OrderDeps, userId: number, body: OrderCreateBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<OrderCreated> {
  const now = deps.now?.() ?? new Date();
  const timeoutMinutes = await deps.ref.intParameter('order_payment_timeout_minutes', DEFAULT_PAYMENT_TIMEOUT_MINUTES);
  const maxUnpaid = await deps.ref.intParameter('max_unpaid_orders', DEFAULT_MAX_UNPAID_ORDERS);
  // A repeated idempotency key answers the first order again without running the work: nothing placed.
  let placed = false;
  const created = await runOnceLockingUser<OrderCreated>(deps.db, userId, `user:${userId}:order/create`, claim, async (tx, { points, keepAnswer }) => {
    const skuIds = body.items?.map((item) => item.sku_id) ?? [];
    // One row always: the reads are columns of a select from one row.
    const read = (await readAtCheckout(tx).execute({ addressId: body.address_id, userId, now: now.toISOString(), skuIds: JSON.stringify(skuIds) }))[0]!;
    if (read.unpaid >= maxUnpaid) throw new AppError(ErrorCode.UnpaidOrdersExist);
    const known = {
      address: addressFromJson(read.address),
      pointsBalance: points,
      coupons: heldCouponsFromJson(read.coupons),
      skus: body.items ? skusForSaleFromJson(read.skus, reader.fallback) : undefined,
    };
    const priced = await priceOrder(tx, deps.ref, userId, body, known, reader, now);
    const payDeadline = new Date(now.getTime() + timeoutMinutes * 60_000);
    // A created order always names its address (its schema), so it was priced with one.
    const { is_default: _isDefault, ...address } = priced.address!;
    const answerOf = (orderNo: string): OrderCreated => ({ order_no: orderNo, pay_amount: reader.price.out(priced.payAmount), currency: reader.price.seen.currency, pay_deadline: payDeadline.toISOString() });
    const order = await insertOrder(tx, now, {
      userId,
      status: orderStatus.initial,
      goodsAmount: priced.goodsAmount,
      shippingFee: priced.shippingFee,
      discount: priced.discount,
      payAmount: priced.payAmount,
      couponId: priced.savings.applied?.id ?? null,
      couponDiscount: priced.savings.couponDiscount,
      pointsUsed: priced.savings.pointsUsed,
      pointsDiscount: priced.savings.pointsDiscount,
      currency: reader.price.seen.currency,
      rate: reader.price.seen.rate,
      address,
      remark: body.remark,
      payDeadline,
    }, priced.subOrders, (orderNo) => keepAnswer(answerOf(orderNo)));
    const { orderNo } = order;
    await spendSavings(tx, priced.savings, { id: order.id, orderNo, userId }, now);
    await removeOrderedCartLines(tx, userId, priced.cartLineIds);
    placed = true;
    return answerOf(orderNo);
  });
  deps.answerDrops.drop(CATALOGUE_ANSWERS);
  if (placed) deps.metrics.ordersCreated.inc();
  return created;
}
