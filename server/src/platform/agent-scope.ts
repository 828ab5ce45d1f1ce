import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { agents } from './tables/agents.ts';
import { users } from './tables/users.ts';
import type { AdminContext } from './admin-auth.ts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import type { AppDeps, UserRow } from './types.ts';

/** The agent and every agent below it. Agents are few, so the tree is walked in memory. */
export async function agentSubtree(db: DbOrTx, agentId: number): Promise<number[]> {
  const all = await db.select({ id: agents.id, parentId: agents.parentId }).from(agents);
  const children = new Map<number, number[]>();
  for (const a of all) if (a.parentId !== null) children.set(a.parentId, [...(children.get(a.parentId) ?? []), a.id]);
  const found = new Set<number>([agentId]);
  const queue = [agentId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}

/**
 * The agents whose customers an admin sees: null for a platform admin (all of them). Every
 * back-office list of customers' data (users, messages, later orders) is scoped by it.
 */
export async function agentScopeOf(db: DbOrTx, admin: AdminContext): Promise<number[] | null> {
  return admin.agentId === null ? null : agentSubtree(db, admin.agentId);
}

/** Customers an admin may see: all for a platform admin, else those of its agents. */
export async function scopeCondition(db: DbOrTx, admin: AdminContext): Promise<SQL | undefined> {
  const scope = await agentScopeOf(db, admin);
  return scope === null ? undefined : inArray(users.agentId, scope);
}

/** A customer the admin may see, or 4402 (one outside its agents is "not found" too). */
export async function findVisibleUser(deps: AppDeps, admin: AdminContext, id: number): Promise<UserRow> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, id), await scopeCondition(deps.db, admin)))
    .limit(1);
  if (!user) throw new AppError(ErrorCode.RecordNotFound);
  return user;
}
