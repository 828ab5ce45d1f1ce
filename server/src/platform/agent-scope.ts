import { agents } from '../db/schema/index.ts';
import type { AdminContext } from './admin-auth.ts';
import type { DbOrTx } from './db.ts';

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
