import { SHIPPING_SOURCES, type Address, type GoodsOrderStatus } from '@roamcart/contracts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { insertRows } from '../../platform/insert-rows.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM, type Actor, type PastMove } from '../../platform/state-machine.ts';
import type { Remark } from '../../platform/system-text.ts';
import { shippingFeeOf, shippingRule, type ShippingRule } from '../cart/index.ts';
import { recordPastSales, skusForSale } from '../catalogue/index.ts';
import { recordPastChannelPayments, type ChannelRow } from '../payments/index.ts';
import { activeCarrierNames } from './carriers.ts';
import { newOrderNo } from './checkout.ts';
import { orderStatus, subOrderStatus } from './state.ts';
import { goodsReviews, orderLines, orderParcelLines, orderParcels, orders, subOrders } from './tables.ts';

const MINUTE_MS = 60_000;
const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30;
const DEFAULT_AUTO_RECEIVE_DAYS = 10;

/**
 * A goods order that ran its course before it was recorded here: what was bought (SKU and
 * quantity), where it went, what the buyer saw, and when it was placed, paid online, shipped (all
 * of it at once, by admin `shippedBy` with `carrier`, one of PastOrderRules' carriers, and
 * `trackingNo`) and received: by the buyer at `receivedAt`, or, without it, by the automatic
 * receipt when it fell due. With `review`, the buyer then reviewed every line (stars and words
 * per line, in line order) and the order was completed; without, it stays received, as an order
 * nobody reviews does.
 */
export interface PastGoodsOrder {
  userId: number;
  lines: { skuId: number; qty: number }[];
  seen: { currency: string; rate: string };
  address: Omit<Address, 'id' | 'is_default'>;
  orderedAt: Date;
  /** When the buyer opened the online payment, and when its gateway confirmed it. */
  payingAt: Date;
  paidAt: Date;
  shippedAt: Date;
  shippedBy: number;
  carrier: string;
  trackingNo: string;
  receivedAt: Date | null;
  review: { at: Date; lines: { rating: number; content: string }[] } | null;
}

type Source = (typeof SHIPPING_SOURCES)[number];

/** What recording past orders goes by of the shop's settings, and the carriers an operator ships with. */
export interface PastOrderRules {
  fallback: string;
  shipping: ShippingRule;
  paymentTimeoutMinutes: number;
  autoReceiveDays: number;
  carriers: string[];
}

/**
 * The settings recordPastGoodsOrders goes by, read before its transaction opens: on PGlite's one
 * connection, the reference data's own reads would wait for that transaction.
 */
export async function pastOrderRules({ db, ref }: { db: DbOrTx; ref: ReferenceData }): Promise<PastOrderRules> {
  return {
    carriers: await activeCarrierNames(db),
    fallback: await ref.defaultLanguage(),
    shipping: await shippingRule(ref),
    paymentTimeoutMinutes: await ref.intParameter('order_payment_timeout_minutes', DEFAULT_PAYMENT_TIMEOUT_MINUTES),
    autoReceiveDays: await ref.intParameter('order_auto_receive_days', DEFAULT_AUTO_RECEIVE_DAYS),
  };
}

/**
 * Records goods orders that ran their course before they were recorded here (the demo's
 * customers), as the shop would have: priced at the SKUs' prices now, a sub-order per shipping
 * source paying the shipping rule's fee (`rules`: pastOrderRules), no coupon nor points; paid through the online `channel`
 * (recordPastChannelPayments); one parcel per sub-order; reviews as the buyer writes them; and the
 * history of the order and every sub-order, checked against the goods order state machine and
 * written in the order the moves happened. The goods count the units sold and the reviews' stars
 * (recordPastSales). No stock moves: the stock the catalogue holds is what was left after them.
 * They earn no points (nor rebates): those reward a customer's own shopping here.
 */
export async function recordPastGoodsOrders(tx: Tx, rules: PastOrderRules, channel: ChannelRow, past: readonly PastGoodsOrder[]): Promise<void> {
  if (past.length === 0) return;
  const skus = await skusForSale(tx, [...new Set(past.flatMap((order) => order.lines.map((line) => line.skuId)))], rules.fallback);

  const drawn = new Set<string>();
  const planned = past.map((order) => {
    let orderNo = newOrderNo(order.orderedAt);
    while (drawn.has(orderNo)) orderNo = newOrderNo(order.orderedAt);
    drawn.add(orderNo);
    const lines = order.lines.map((line, index) => {
      const sku = skus.get(line.skuId);
      if (!sku) throw new Error(`no SKU ${line.skuId}`);
      const source: Source = sku.shippingSource === 'merchant' ? 'merchant' : 'warehouse';
      return { ...line, sku, source, amount: sku.price * BigInt(line.qty), review: order.review?.lines[index] };
    });
    const subs = SHIPPING_SOURCES.flatMap((source) => {
      const own = lines.filter((line) => line.source === source);
      if (own.length === 0) return [];
      const goodsAmount = own.reduce((sum, line) => sum + line.amount, 0n);
      const shippingFee = shippingFeeOf(rules.shipping, goodsAmount);
      return [{ source, goodsAmount, shippingFee, payAmount: goodsAmount + shippingFee, lines: own }];
    }).map((sub, index) => ({ ...sub, subOrderNo: `${orderNo}${index + 1}` }));
    const autoReceiveAt = new Date(order.shippedAt.getTime() + rules.autoReceiveDays * 24 * 60 * MINUTE_MS);
    const receivedAt = order.receivedAt ?? autoReceiveAt;
    const status: GoodsOrderStatus = order.review ? 'completed' : 'received';
    return { order, orderNo, subs, autoReceiveAt, receivedAt, status, endedAt: order.review?.at ?? receivedAt };
  });

  const orderRows = await insertRows(
    tx,
    orders,
    planned.map(({ order, orderNo, subs, status, endedAt }) => {
      const goodsAmount = subs.reduce((sum, sub) => sum + sub.goodsAmount, 0n);
      const shippingFee = subs.reduce((sum, sub) => sum + sub.shippingFee, 0n);
      return {
        orderNo,
        userId: order.userId,
        status,
        goodsAmount,
        shippingFee,
        payAmount: goodsAmount + shippingFee,
        paidAmount: goodsAmount + shippingFee,
        currency: order.seen.currency,
        rate: order.seen.rate,
        // Kept in no address book: id 0.
        address: { id: 0, ...order.address },
        payDeadline: new Date(order.orderedAt.getTime() + rules.paymentTimeoutMinutes * MINUTE_MS),
        paidAt: order.paidAt,
        createdAt: order.orderedAt,
        updatedAt: endedAt,
      };
    }),
    { returning: ['id', 'orderNo'] },
  );
  const orderIdOf = new Map(orderRows.map((row) => [row.orderNo, row.id]));
  const subRows = await insertRows(
    tx,
    subOrders,
    planned.flatMap(({ order, orderNo, subs, autoReceiveAt, receivedAt, status, endedAt }) =>
      subs.map((sub) => ({
        orderId: orderIdOf.get(orderNo)!,
        subOrderNo: sub.subOrderNo,
        userId: order.userId,
        source: sub.source,
        status,
        goodsAmount: sub.goodsAmount,
        shippingFee: sub.shippingFee,
        payAmount: sub.payAmount,
        paidAmount: sub.payAmount,
        logisticsCompany: order.carrier,
        trackingNo: order.trackingNo,
        paidAt: order.paidAt,
        paidBy: order.userId,
        shippedAt: order.shippedAt,
        autoReceiveAt,
        receivedAt,
        createdAt: order.orderedAt,
        updatedAt: endedAt,
      })),
    ),
    { returning: ['id', 'subOrderNo'] },
  );
  const subIdOf = new Map(subRows.map((row) => [row.subOrderNo, row.id]));
  const lineValues = planned.flatMap(({ orderNo, subs }) =>
    subs.flatMap((sub) =>
      sub.lines.map((line) => ({
        orderId: orderIdOf.get(orderNo)!,
        subOrderId: subIdOf.get(sub.subOrderNo)!,
        productId: line.sku.productId,
        skuId: line.skuId,
        name: line.sku.name,
        specText: line.sku.specText,
        image: line.sku.image,
        price: line.sku.price,
        qty: line.qty,
        amount: line.amount,
        shippedQty: line.qty,
      })),
    ),
  );
  // Returned in the order given: each row's id pairs with its planned line.
  const lineIds = (await insertRows(tx, orderLines, lineValues, { returning: ['id'] })).map((row) => row.id);
  const plannedLines = planned.flatMap(({ order, subs }) => subs.flatMap((sub) => sub.lines.map((line) => ({ order, sub, line }))));

  const parcelIds = (
    await insertRows(
      tx,
      orderParcels,
      planned.flatMap(({ order, subs }) =>
        subs.map((sub) => ({ subOrderId: subIdOf.get(sub.subOrderNo)!, logisticsCompany: order.carrier, trackingNo: order.trackingNo, shippedAt: order.shippedAt, adminId: order.shippedBy, createdAt: order.shippedAt })),
      ),
      { returning: ['id', 'subOrderId'] },
    )
  ).map((row) => [row.subOrderId, row.id] as const);
  const parcelOf = new Map(parcelIds);
  await insertRows(
    tx,
    orderParcelLines,
    plannedLines.map(({ sub, line }, index) => ({ parcelId: parcelOf.get(subIdOf.get(sub.subOrderNo)!)!, orderLineId: lineIds[index]!, qty: line.qty })),
  );
  await insertRows(
    tx,
    goodsReviews,
    plannedLines.flatMap(({ order, sub, line }, index) =>
      line.review && order.review
        ? [
            {
              orderLineId: lineIds[index]!,
              subOrderId: subIdOf.get(sub.subOrderNo)!,
              productId: line.sku.productId,
              userId: order.userId,
              rating: line.review.rating,
              content: line.review.content,
              specText: line.sku.specText,
              createdAt: order.review.at,
            },
          ]
        : [],
    ),
  );

  const payNos = await recordPastChannelPayments(
    tx,
    channel,
    planned.map(({ order, orderNo, subs }) => ({
      biz: 'goods_order',
      reference: orderNo,
      userId: order.userId,
      amount: subs.reduce((sum, sub) => sum + sub.payAmount, 0n),
      seen: order.seen,
      startedAt: order.payingAt,
      paidAt: order.paidAt,
      subOrderNos: subs.map((sub) => sub.subOrderNo),
    })),
  );

  const history = planned.flatMap(({ order, orderNo, subs, receivedAt }, index) => {
    const buyer: Actor = { kind: 'user', id: order.userId };
    const shipper: Actor = { kind: 'admin', id: order.shippedBy };
    const paid: Remark = { key: 'system.history.paid_channel', params: { reference: payNos[index]! } };
    const receipt = order.receivedAt ? { actor: buyer, remark: '' } : { actor: SYSTEM, remark: { key: 'system.history.automatic_receipt' } };
    const move = (to: GoodsOrderStatus, actor: Actor, remark: Remark, at: Date): PastMove<GoodsOrderStatus> => ({ to, actor, remark, at });
    // Each step as the live code makes it: the sub-orders move, then the order follows them (followSubOrders, with the step's actor and remark).
    const steps = [
      { sub: [move('paid', SYSTEM, paid, order.paidAt), move('pending_shipping', SYSTEM, '', order.paidAt)], whole: [move('paid', SYSTEM, paid, order.paidAt), move('pending_shipping', SYSTEM, paid, order.paidAt)] },
      { sub: [move('shipped', shipper, `${order.carrier} ${order.trackingNo}`, order.shippedAt)], whole: [move('shipped', shipper, '', order.shippedAt)] },
      { sub: [move('received', receipt.actor, receipt.remark, receivedAt)], whole: [move('received', receipt.actor, receipt.remark, receivedAt)] },
      ...(order.review
        ? [{ sub: [move('reviewed', buyer, '', order.review.at), move('completed', SYSTEM, '', order.review.at)], whole: [move('reviewed', buyer, '', order.review.at), move('completed', SYSTEM, '', order.review.at)] }]
        : []),
    ];
    // Checked as whole courses, then written step by step in the order they happened.
    const subHistories = subs.map((sub) => subOrderStatus.pastHistory([{ id: subIdOf.get(sub.subOrderNo)!, moves: steps.flatMap((step) => step.sub) }]));
    const orderHistory = orderStatus.pastHistory([{ id: orderIdOf.get(orderNo)!, moves: steps.flatMap((step) => step.whole) }]);
    let subDone = 0;
    let orderDone = 0;
    return steps.flatMap((step) => {
      const rows = [...subHistories.flatMap((moves) => moves.slice(subDone, subDone + step.sub.length)), ...orderHistory.slice(orderDone, orderDone + step.whole.length)];
      subDone += step.sub.length;
      orderDone += step.whole.length;
      return rows;
    });
  });
  // Stable: moves made at the same instant keep the order the live code makes them in.
  history.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await insertRows(tx, stateTransitions, history);

  const sold = new Map<number, { productId: number; units: number; stars: number; reviews: number }>();
  for (const { order, line } of plannedLines) {
    const goods = sold.get(line.sku.productId) ?? { productId: line.sku.productId, units: 0, stars: 0, reviews: 0 };
    goods.units += line.qty;
    if (order.review && line.review) {
      goods.stars += line.review.rating;
      goods.reviews += 1;
    }
    sold.set(line.sku.productId, goods);
  }
  await recordPastSales(tx, [...sold.values()]);
}
