import { ADMIN_PAGES, type DashboardData } from '@roamcart/contracts';
import { hasPermission, type AdminContext } from '../../platform/admin-auth.ts';
import { today } from '../../platform/day-range.ts';
import type { Reader } from '../../platform/reader.ts';
import type { AppDeps } from '../../platform/types.ts';
import { userCounts } from '../identity/index.ts';
import { countMessagesSentToday } from '../messages/index.ts';
import { paymentsToReview } from '../payments/index.ts';
import { countPendingWithdrawals } from '../payments/index.ts';
import { countLedgerIssues, ordersToHandle, salesByDay } from '../reporting/index.ts';
import { hotelOrdersToHandle } from '../hotels/index.ts';
import { ticketsToIssue } from '../flights/index.ts';

/** The page behind a number, when the admin may open it. */
function linkTo(admin: AdminContext, pageCode: string): string | null {
  const page = ADMIN_PAGES.find((p) => p.code === pageCode);
  return page && hasPermission(admin, page.code) ? page.path : null;
}

/** The page behind a number, opened on the items that number counts. */
function linkToWaiting(admin: AdminContext, pageCode: string): string | null {
  const path = linkTo(admin, pageCode);
  return path && `${path}?to_handle=true`;
}

/** Today's numbers (UTC day) and what waits for an operator, within what the admin sees. */
export async function dashboard(deps: AppDeps, admin: AdminContext, reader: Reader): Promise<DashboardData> {
  const customers = await userCounts(deps, admin);
  const usersPage = linkTo(admin, 'page:users');
  const day = today();
  const sales = (await salesByDay(deps.db, admin, day, day)).get(day);
  const waiting = await ordersToHandle(deps.db, admin);
  const salesPage = linkTo(admin, 'page:sales_report');
  const reviews = await paymentsToReview(deps.db, admin);
  return {
    new_users_today: { count: customers.today, path: usersPage },
    total_users: { count: customers.total, path: usersPage },
    messages_sent_today: { count: await countMessagesSentToday(deps, admin), path: linkTo(admin, 'page:messages') },
    orders_today: { count: sales?.orders ?? 0, path: salesPage },
    revenue_today: { amount: reader.price.out(sales?.revenue ?? 0n), path: salesPage },
    pending_shipment: { count: waiting.toShip, path: linkToWaiting(admin, 'page:orders') },
    pending_refunds: { count: waiting.refunds, path: linkToWaiting(admin, 'page:refunds') },
    pending_recharges: { count: reviews.recharges, path: linkTo(admin, 'page:recharges') },
    pending_offline_payments: { count: reviews.offlinePayments, path: linkTo(admin, 'page:offline_payments') },
    pending_withdrawals: { count: await countPendingWithdrawals(deps.db, admin), path: linkTo(admin, 'page:withdrawals') },
    pending_hotel_orders: { count: await hotelOrdersToHandle(deps.db, admin), path: linkToWaiting(admin, 'page:hotel_orders') },
    tickets_to_issue: { count: await ticketsToIssue(deps.db, admin), path: linkTo(admin, 'page:ticket_orders') },
    ledger_issues: { count: await countLedgerIssues(deps.db, admin), path: linkTo(admin, 'page:ledger_check') },
  };
}
