import { and, eq, inArray, isNull, lte, not } from 'drizzle-orm';
import type { TravelOrderStatus } from '@roamcart/contracts';
import { travelOrders } from './tables.ts';
import type { Db } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM } from '../../platform/state-machine.ts';
import { awaitingReview } from '../payments/index.ts';
import { travelParameter } from './parameters.ts';
import { cancelTravelOrder } from './process.ts';
import type { TravelProvider } from './provider.ts';
import { HOLDING_STATUSES, travelOrderStatus } from './state.ts';

const ROUND = 100;
const DAY_MS = 86_400_000;

/** The hold-expiry round: orders of the provider's kind not reviewed or not paid by their deadline are cancelled by the system, their rooms or seats released; returns how many. */
async function releaseExpiredHolds(db: Db, provider: TravelProvider, now: Date): Promise<number> {
  const due = await db
    .select({ id: travelOrders.id })
    .from(travelOrders)
    // An order whose offline payment waits for an operator's review keeps its rooms or seats meanwhile.
    .where(and(eq(travelOrders.kind, provider.kind), inArray(travelOrders.status, [...HOLDING_STATUSES]), lte(travelOrders.holdDeadline, now), not(awaitingReview(provider.biz, travelOrders.orderNo))))
    .orderBy(travelOrders.holdDeadline)
    .limit(ROUND);
  let released = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Skip what a payment or a cancel holds right now; the next round sees it again if still due.
      const [order] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update', { skipLocked: true });
      if (!order || !HOLDING_STATUSES.includes(order.status as TravelOrderStatus) || !order.holdDeadline || order.holdDeadline > now) return;
      await cancelTravelOrder(tx, provider, order, SYSTEM, { key: 'system.history.hold_expired' }, now);
      released += 1;
    });
  }
  return released;
}

/**
 * Orders still waiting for review past their payment window (heldUntil) let their rooms or seats
 * go back on sale; the order stays in review, and approving it holds them again if still free
 * (reviewTravelOrder). Returns how many orders let theirs go.
 */
async function releaseLapsedHolds(db: Db, provider: TravelProvider, now: Date): Promise<number> {
  const due = await db
    .select({ id: travelOrders.id })
    .from(travelOrders)
    .where(and(eq(travelOrders.kind, provider.kind), lte(travelOrders.heldUntil, now), eq(travelOrders.status, 'ordered_pending_review'), isNull(travelOrders.releasedAt)))
    .orderBy(travelOrders.heldUntil)
    .limit(ROUND);
  let released = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update', { skipLocked: true });
      if (order?.status !== 'ordered_pending_review' || order.releasedAt || !order.heldUntil || order.heldUntil > now) return;
      await provider.release(tx, order);
      await tx.update(travelOrders).set({ releasedAt: now, heldUntil: null, updatedAt: now }).where(eq(travelOrders.id, id));
      await provider.changed?.(tx);
      released += 1;
    });
  }
  return released;
}

/** The system's moves after the service: `from` -> `to` once the stay or flight has ended (and, for the rating window, `travel_rating_days` more). */
const FOLLOW_UPS = [
  { from: 'verified_completed', to: 'verified_pending_rating', ratingWindow: false },
  { from: 'verified_pending_rating', to: 'confirmed', ratingWindow: true },
] as const;

/**
 * After the service: verified orders whose stay or flight has ended (the provider says when)
 * wait for their rating; those waiting longer than the rating window (travel_rating_days) are
 * confirmed by the system. Returns how many moved.
 */
async function followServices(db: Db, ref: ReferenceData, provider: TravelProvider, now: Date): Promise<number> {
  const ratingDays = await travelParameter(ref, 'ratingDays');
  let moved = 0;
  for (const step of FOLLOW_UPS) {
    const among = db.select({ id: travelOrders.id }).from(travelOrders).where(and(eq(travelOrders.kind, provider.kind), eq(travelOrders.status, step.from)));
    const until = new Date(now.getTime() - (step.ratingWindow ? ratingDays * DAY_MS : 0));
    for (const id of await provider.servicesEnded(db, among, until, ROUND * 2)) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ status: travelOrders.status }).from(travelOrders).where(eq(travelOrders.id, id)).for('update', { skipLocked: true });
        if (order?.status !== step.from) return;
        await travelOrderStatus.transition(tx, id, step.to, SYSTEM, step.ratingWindow ? { key: 'system.history.rating_window_ended' } : provider.serviceEndRemark);
        moved += 1;
      });
    }
  }
  return moved;
}

/** The hold-expiry job of one kind, every minute: lapsed orders cancelled, holds of orders in a long review let go; `providerOf` builds the provider on the job's database. */
export function releaseExpiredHoldsJob(name: string, providerOf: (db: Db) => TravelProvider): Job {
  return {
    name,
    everyMs: 60_000,
    run: async ({ db, now }) => {
      const provider = providerOf(db);
      return (await releaseExpiredHolds(db, provider, now)) + (await releaseLapsedHolds(db, provider, now));
    },
  };
}

/** The service-end follow-up of one kind, every ten minutes. */
export function followServicesJob(name: string, ref: ReferenceData, providerOf: (db: Db) => TravelProvider): Job {
  return { name, everyMs: 10 * 60_000, run: ({ db, now }) => followServices(db, ref, providerOf(db), now) };
}
