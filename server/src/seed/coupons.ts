import { sql } from 'drizzle-orm';
import { couponTemplates } from '../modules/coupons/tables.ts';
import type { Db } from '../platform/db.ts';

/**
 * Claimable demo coupons, one of each kind; money in base minor units (USD cents). No title of
 * their own: each reader sees one made from the rule, in their language and currency (couponTitleOf).
 */
const DEMO_COUPONS: (typeof couponTemplates.$inferInsert)[] = [
  {
    title: {},
    kind: 'amount',
    amount: 500n,
    minSpend: 3000n,
    validity: 'days',
    validDays: 30,
    total: 1000,
    perCustomerLimit: 1,
    giveOut: 'claim',
  },
  {
    title: {},
    kind: 'percent',
    percent: 10,
    maxDiscount: 2000n,
    validity: 'days',
    validDays: 14,
    total: 500,
    perCustomerLimit: 2,
    giveOut: 'claim',
  },
  {
    title: {},
    kind: 'free_shipping',
    validity: 'days',
    validDays: 7,
    total: 2000,
    perCustomerLimit: 3,
    giveOut: 'claim',
  },
];

/** The demo coupon centre, on a shop without coupon templates; one the operator has set up is left alone. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(couponTemplates);
  if (count > 0) return;
  await db.insert(couponTemplates).values(DEMO_COUPONS);
}
