import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode, type AdminRow, type AdminSaveBody, type PageResult, type RecordStatus } from '@roamcart/contracts';
import { admins, roles } from '../../platform/tables/admin.ts';
import { agents } from '../../platform/tables/agents.ts';
import { signInAttempts } from '../../platform/tables/sign-in.ts';
import { revokeAdminSessions, type AdminContext } from '../../platform/admin-auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { adminLockoutJoin, clearSignInAttempts, lockedUntil } from '../../platform/sign-in-lockout.ts';
import type { AppDeps } from '../../platform/types.ts';
import { agentScopeOf } from '../../platform/agent-scope.ts';
import { canGrant, findRole, rolePermissionIds } from './roles-service.ts';
import { countAll, pageOf } from '../../platform/paging.ts';

export type AdminRecord = typeof admins.$inferSelect;

const superior = alias(admins, 'superior');

function selectAdmins(db: DbOrTx) {
  return db
    .select({
      admin: admins,
      role: roles,
      superiorUsername: superior.username,
      agentName: agents.name,
      lockout: { attempts: signInAttempts.attempts, windowStartedAt: signInAttempts.windowStartedAt },
    })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .leftJoin(superior, eq(superior.id, admins.superiorId))
    .leftJoin(agents, eq(agents.id, admins.agentId))
    .leftJoin(signInAttempts, adminLockoutJoin(admins.username));
}

interface AdminSelection {
  admin: AdminRecord;
  role: typeof roles.$inferSelect;
  superiorUsername: string | null;
  agentName: string | null;
  lockout: { attempts: number; windowStartedAt: Date } | null;
}

function toRow({ admin, role, superiorUsername, agentName, lockout }: AdminSelection): AdminRow {
  return {
    id: admin.id,
    username: admin.username,
    nickname: admin.nickname,
    role_id: role.id,
    role_name: role.name,
    is_super: role.isSuper,
    status: admin.status as RecordStatus,
    superior_id: admin.superiorId,
    superior_username: superiorUsername,
    agent_id: admin.agentId,
    agent_name: agentName,
    totp_enabled: admin.totpSecret !== null,
    lang: admin.lang,
    locked_until: lockedUntil('admin', lockout)?.toISOString() ?? null,
    last_login_at: admin.lastLoginAt?.toISOString() ?? null,
    last_login_ip: admin.lastLoginIp,
    created_at: admin.createdAt.toISOString(),
  };
}

/** An agent-scoped admin sees the admins of its agents only; a platform admin sees all. */
async function visibleCondition(db: DbOrTx, actor: AdminContext): Promise<SQL | undefined> {
  const scope = await agentScopeOf(db, actor);
  return scope === null ? undefined : inArray(admins.agentId, scope);
}

export async function listAdmins(
  db: DbOrTx,
  actor: AdminContext,
  query: { page: number; limit: number; username?: string; role_id?: number; status?: string; agent_id?: number },
): Promise<PageResult<AdminRow>> {
  const conditions: (SQL | undefined)[] = [await visibleCondition(db, actor)];
  if (query.username) conditions.push(or(ilike(admins.username, `%${query.username}%`), ilike(admins.nickname, `%${query.username}%`)));
  if (query.role_id) conditions.push(eq(admins.roleId, query.role_id));
  if (query.status) conditions.push(eq(admins.status, query.status));
  if (query.agent_id) conditions.push(eq(admins.agentId, query.agent_id));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(admins).where(where),
    (limit, offset) => selectAdmins(db).where(where).orderBy(asc(admins.id)).limit(limit).offset(offset),
    toRow,
  );
}

async function findAdminRow(db: DbOrTx, id: number): Promise<AdminRow> {
  const [row] = await selectAdmins(db).where(eq(admins.id, id)).limit(1);
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  return toRow(row);
}

/**
 * An admin `actor` may manage: one it can see (4402 otherwise) whose role grants nothing the
 * actor lacks, so a super admin only by a super admin (4003 otherwise).
 */
async function manageable(db: DbOrTx, actor: AdminContext, id: number): Promise<AdminSelection> {
  const visible = await visibleCondition(db, actor);
  const [row] = await selectAdmins(db)
    .where(and(eq(admins.id, id), visible))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  if (!actor.isSuper && (row.role.isSuper || !canGrant(actor, await rolePermissionIds(db, row.role.id)))) {
    throw new AppError(ErrorCode.NoPermission);
  }
  return row;
}

/** A role may be handed out only by an admin who holds everything it grants. */
async function assertRoleAssignable(db: DbOrTx, actor: AdminContext, roleId: number): Promise<void> {
  const role = await findRole(db, roleId).catch(() => {
    throw AppError.field('role_id', 'error.4402', ErrorCode.RecordNotFound);
  });
  if (actor.isSuper) return;
  if (role.isSuper || !canGrant(actor, await rolePermissionIds(db, role.id))) throw AppError.field('role_id', 'error.4003', ErrorCode.NoPermission);
}

/** The agent must exist and, for an agent-scoped actor, be one of its own. */
async function assertAgentAssignable(db: DbOrTx, actor: AdminContext, agentId: number | null): Promise<void> {
  const scope = await agentScopeOf(db, actor);
  if (agentId === null) {
    if (scope !== null) throw AppError.field('agent_id', 'error.4003', ErrorCode.NoPermission);
    return;
  }
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).limit(1);
  if (!agent) throw AppError.field('agent_id', 'error.4402', ErrorCode.RecordNotFound);
  if (scope !== null && !scope.includes(agentId)) throw AppError.field('agent_id', 'error.4003', ErrorCode.NoPermission);
}

/** The superior must exist and must not be the admin or anyone below it. */
async function assertSuperior(db: DbOrTx, superiorId: number | null, selfId?: number): Promise<void> {
  if (superiorId === null) return;
  const all = await db.select({ id: admins.id, superiorId: admins.superiorId }).from(admins);
  const byId = new Map(all.map((a) => [a.id, a.superiorId]));
  if (!byId.has(superiorId)) throw AppError.field('superior_id', 'error.4402', ErrorCode.RecordNotFound);
  const seen = new Set<number>();
  for (let cursor: number | null = superiorId; cursor !== null && !seen.has(cursor); cursor = byId.get(cursor) ?? null) {
    if (cursor === selfId) throw AppError.field('superior_id', 'validation.invalid');
    seen.add(cursor);
  }
}

async function assertUsernameFree(db: DbOrTx, username: string, exceptId?: number): Promise<void> {
  const condition = exceptId
    ? and(sql`lower(${admins.username}) = ${username.toLowerCase()}`, ne(admins.id, exceptId))
    : sql`lower(${admins.username}) = ${username.toLowerCase()}`;
  const [taken] = await db.select({ id: admins.id }).from(admins).where(condition).limit(1);
  if (taken) throw AppError.field('username', 'error.4404', ErrorCode.DuplicateKey);
}

/** Creates an admin as-is; the rules of who may create whom are in `saveAdmin`. Also used at first start and by tests. */
export async function insertAdmin(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { username: string; password: string; roleId: number; nickname?: string; agentId?: number | null; superiorId?: number | null; lang?: string },
): Promise<AdminRecord | undefined> {
  const [created] = await deps.db
    .insert(admins)
    .values({
      username: input.username,
      nickname: input.nickname ?? '',
      passwordHash: await hashPassword(deps.config, input.password),
      roleId: input.roleId,
      agentId: input.agentId ?? null,
      superiorId: input.superiorId ?? null,
      lang: input.lang ?? 'en',
    })
    .onConflictDoNothing({ target: admins.username })
    .returning();
  return created;
}

/**
 * Adds or edits an admin. The actor may only assign roles whose permissions it holds, only its
 * own agents when agent-scoped, may touch a super admin only as a super admin, and may not
 * change its own role or status. A new admin's superior defaults to its creator.
 */
export async function saveAdmin(deps: AppDeps, actor: AdminContext, input: AdminSaveBody): Promise<AdminRow> {
  const current = input.id ? await manageable(deps.db, actor, input.id) : null;
  const agentId = input.agent_id === undefined ? (current?.admin.agentId ?? actor.agentId) : input.agent_id;
  const superiorId = input.superior_id === undefined ? (current ? current.admin.superiorId : actor.id) : input.superior_id;
  if (current && current.admin.id === actor.id && (input.role_id !== current.admin.roleId || input.status !== current.admin.status || agentId !== current.admin.agentId)) {
    throw new AppError(ErrorCode.OwnAccountLocked);
  }
  if (!current || input.role_id !== current.admin.roleId) await assertRoleAssignable(deps.db, actor, input.role_id);
  if (!current || agentId !== current.admin.agentId) await assertAgentAssignable(deps.db, actor, agentId);
  await assertSuperior(deps.db, superiorId, current?.admin.id);
  await assertUsernameFree(deps.db, input.username, current?.admin.id);

  if (!current) {
    if (!input.password) throw AppError.field('password', 'validation.required', ErrorCode.MissingParameters);
    const created = await insertAdmin(deps, {
      username: input.username,
      password: input.password,
      roleId: input.role_id,
      nickname: input.nickname,
      agentId,
      superiorId,
      lang: input.lang,
    });
    if (!created) throw AppError.field('username', 'error.4404', ErrorCode.DuplicateKey);
    return findAdminRow(deps.db, created.id);
  }
  const passwordHash = input.password ? await hashPassword(deps.config, input.password) : undefined;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        username: input.username,
        nickname: input.nickname,
        roleId: input.role_id,
        status: input.status,
        superiorId,
        agentId,
        lang: input.lang,
        ...(passwordHash && { passwordHash }),
      })
      .where(eq(admins.id, current.admin.id));
    if (passwordHash) await clearSignInAttempts(tx, 'admin', current.admin.username);
    if (passwordHash || input.status !== 'active') await revokeAdminSessions(tx, current.admin.id);
  });
  return findAdminRow(deps.db, current.admin.id);
}

/** Sets a new password for another admin, lifts a lockout and signs that admin out everywhere. */
export async function resetAdminPassword(deps: AppDeps, actor: AdminContext, id: number, password: string): Promise<void> {
  const target = await manageable(deps.db, actor, id);
  const passwordHash = await hashPassword(deps.config, password);
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, target.admin.id));
    await clearSignInAttempts(tx, 'admin', target.admin.username);
    await revokeAdminSessions(tx, target.admin.id);
  });
}

/** Unbinds another admin's authenticator (a lost phone); it can bind a new one after signing in. */
export async function resetAdminTotp(deps: AppDeps, actor: AdminContext, id: number): Promise<void> {
  const target = await manageable(deps.db, actor, id);
  await deps.db.update(admins).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(admins.id, target.admin.id));
}

/** Deletes another admin; its subordinates lose their superior, its log rows stay. */
export async function deleteAdmin(deps: AppDeps, actor: AdminContext, id: number): Promise<void> {
  if (id === actor.id) throw new AppError(ErrorCode.OwnAccountLocked);
  const target = await manageable(deps.db, actor, id);
  if (target.role.isSuper) {
    const others = await deps.db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.roleId, target.role.id), ne(admins.id, id), eq(admins.status, 'active')))
      .limit(1);
    if (others.length === 0) throw new AppError(ErrorCode.RecordInUse);
  }
  await deps.db.delete(admins).where(eq(admins.id, id));
}

export async function findAdminByUsername(db: DbOrTx, username: string): Promise<AdminRecord | undefined> {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return admin;
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return count;
}
