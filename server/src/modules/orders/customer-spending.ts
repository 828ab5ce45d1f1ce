import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMinor, type CustomerSpending } from '@roamcart/contracts';
import { orders, refunds } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { findVisibleUser } from '../../platform/agent-scope.ts';
import type { AppDeps } from '../../platform/types.ts';

/** For the customer's page: their goods orders placed, and what they paid for them less what was paid back, in the base currency. */
export async function customerSpending(deps: AppDeps, admin: AdminContext, userId: number): Promise<CustomerSpending> {
  await findVisibleUser(deps, admin, userId);
  const [placed] = await deps.db
    .select({ count: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${orders.paidAmount}), 0)::text` })
    .from(orders)
    .where(eq(orders.userId, userId));
  const [refunded] = await deps.db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.userId, userId), inArray(refunds.status, ['refunded', 'completed'])));
  const { digits } = await deps.ref.baseCurrency();
  return { user_id: userId, order_count: placed?.count ?? 0, total_spent: formatMinor(BigInt(placed?.paid ?? '0') - BigInt(refunded?.total ?? '0'), digits) };
}
