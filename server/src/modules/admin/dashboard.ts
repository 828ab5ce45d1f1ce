import { ADMIN_PAGES, type DashboardData } from '@roamcart/contracts';
import { hasPermission, type AdminContext } from '../../platform/admin-auth.ts';
import type { AppDeps } from '../../platform/types.ts';
import { userCounts } from '../identity/index.ts';
import { countMessagesSentToday } from '../messages/index.ts';

/** The page behind a number, when the admin may open it. */
function linkTo(admin: AdminContext, pageCode: string): string | null {
  const page = ADMIN_PAGES.find((p) => p.code === pageCode);
  return page && hasPermission(admin, page.code) ? page.path : null;
}

/** Today's numbers (UTC day) within what the admin sees. Orders and reviews join them later. */
export async function dashboard(deps: AppDeps, admin: AdminContext): Promise<DashboardData> {
  const customers = await userCounts(deps, admin);
  const usersPage = linkTo(admin, 'page:users');
  return {
    new_users_today: { count: customers.today, path: usersPage },
    total_users: { count: customers.total, path: usersPage },
    messages_sent_today: { count: await countMessagesSentToday(deps, admin), path: linkTo(admin, 'page:messages') },
  };
}
