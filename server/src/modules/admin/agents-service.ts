import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode, formatMinor, parseMajor, type AgentRow, type AgentSaveBody, type PageResult, type RecordStatus } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { agents } from '../../platform/tables/agents.ts';
import { users } from '../../platform/tables/users.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { agentScopeOf, agentSubtree } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/types.ts';
import { countAll, pageOf } from '../../platform/paging.ts';

type AgentRecord = typeof agents.$inferSelect;

/** Refuses (4003) an agent outside the admin's scope. */
async function assertAgentInScope(db: DbOrTx, admin: AdminContext, agentId: number): Promise<void> {
  const scope = await agentScopeOf(db, admin);
  if (scope !== null && !scope.includes(agentId)) throw new AppError(ErrorCode.NoPermission);
}

const parent = alias(agents, 'parent');

function toRow(row: { agent: AgentRecord; parentName: string | null; userCount: number; childCount: number }): AgentRow {
  return {
    id: row.agent.id,
    name: row.agent.name,
    level: row.agent.level,
    rebate_ratio: formatMinor(row.agent.rebateBasisPoints, 2),
    parent_id: row.agent.parentId,
    parent_name: row.parentName,
    invite_code: row.agent.inviteCode,
    status: row.agent.status as RecordStatus,
    user_count: row.userCount,
    child_count: row.childCount,
    created_at: row.agent.createdAt.toISOString(),
  };
}

function selectAgents(db: DbOrTx) {
  return db
    .select({
      agent: agents,
      parentName: parent.name,
      userCount: sql<number>`(select count(*)::int from ${users} where ${users.agentId} = ${agents.id})`,
      childCount: sql<number>`(select count(*)::int from ${agents} as c where c.parent_id = ${agents.id})`,
    })
    .from(agents)
    .leftJoin(parent, eq(parent.id, agents.parentId));
}

export async function listAgents(
  db: DbOrTx,
  admin: AdminContext,
  query: { page: number; limit: number; name?: string; status?: string; parent_id?: number },
): Promise<PageResult<AgentRow>> {
  const scope = await agentScopeOf(db, admin);
  const conditions: SQL[] = [];
  if (scope !== null) conditions.push(inArray(agents.id, scope));
  if (query.name) conditions.push(ilike(agents.name, `%${query.name}%`));
  if (query.status) conditions.push(eq(agents.status, query.status));
  if (query.parent_id) conditions.push(eq(agents.parentId, query.parent_id));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(agents).where(where),
    (limit, offset) => selectAgents(db).where(where).orderBy(asc(agents.id)).limit(limit).offset(offset),
    toRow,
  );
}

async function findAgentRow(db: DbOrTx, id: number): Promise<AgentRow> {
  const [row] = await selectAgents(db).where(eq(agents.id, id)).limit(1);
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  return toRow(row);
}

/** Invitation codes are matched case-insensitively at sign-up, against agents and then customers. */
async function assertInviteCodeFree(db: DbOrTx, code: string, exceptAgentId?: number): Promise<void> {
  const sameCode = sql`upper(${agents.inviteCode}) = ${code}`;
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(exceptAgentId ? and(sameCode, ne(agents.id, exceptAgentId)) : sameCode)
    .limit(1);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1);
  if (agent || customer) throw AppError.field('invite_code', 'error.4404', ErrorCode.DuplicateKey);
}

/**
 * Adds or edits an agent. An agent-scoped admin works only below its own agent: it cannot edit
 * its own agent, and new agents go under one it sees. A parent can never be the agent itself
 * or one of its descendants.
 */
export async function saveAgent(deps: AppDeps, admin: AdminContext, input: AgentSaveBody): Promise<AgentRow> {
  const scope = await agentScopeOf(deps.db, admin);
  if (scope !== null) {
    if (input.id === admin.agentId || (input.id && !scope.includes(input.id))) throw new AppError(ErrorCode.NoPermission);
    if (input.parent_id === null || !scope.includes(input.parent_id)) throw AppError.field('parent_id', 'error.4003', ErrorCode.NoPermission);
  }
  if (input.parent_id !== null) {
    const [exists] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.id, input.parent_id)).limit(1);
    if (!exists) throw AppError.field('parent_id', 'error.4402', ErrorCode.RecordNotFound);
    if (input.id && (await agentSubtree(deps.db, input.id)).includes(input.parent_id)) throw AppError.field('parent_id', 'validation.invalid');
  }
  await assertInviteCodeFree(deps.db, input.invite_code, input.id);
  const values = {
    name: input.name,
    level: input.level,
    rebateBasisPoints: Number(parseMajor(input.rebate_ratio, 2)),
    parentId: input.parent_id,
    inviteCode: input.invite_code,
    status: input.status,
  };
  if (input.id) {
    const [updated] = await deps.db.update(agents).set(values).where(eq(agents.id, input.id)).returning({ id: agents.id });
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    return findAgentRow(deps.db, updated.id);
  }
  const [created] = await deps.db.insert(agents).values(values).returning({ id: agents.id });
  if (!created) throw new AppError(ErrorCode.OperationFailed);
  return findAgentRow(deps.db, created.id);
}

/** Refused with 4403 while users, sub-agents or admins belong to the agent. */
export async function deleteAgent(deps: AppDeps, admin: AdminContext, id: number): Promise<void> {
  if (id === admin.agentId) throw new AppError(ErrorCode.NoPermission);
  await assertAgentInScope(deps.db, admin, id);
  const row = await findAgentRow(deps.db, id);
  const [adminUsing] = await deps.db.select({ id: admins.id }).from(admins).where(eq(admins.agentId, id)).limit(1);
  if (row.user_count > 0 || row.child_count > 0 || adminUsing) throw new AppError(ErrorCode.RecordInUse);
  await deps.db.delete(agents).where(eq(agents.id, id));
}
