import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type PageResult, type RecordStatus, type RoleDetail, type RoleRow, type RoleSaveBody } from '@roamcart/contracts';
import { admins, permissions, rolePermissions, roles } from '../../platform/tables/admin.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps } from '../../platform/types.ts';

type RoleRecord = typeof roles.$inferSelect;

function toRow(role: RoleRecord, adminCount: number): RoleRow {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    status: role.status as RecordStatus,
    is_super: role.isSuper,
    admin_count: adminCount,
    created_at: role.createdAt.toISOString(),
  };
}

// Columns written with their table: in a select without a join drizzle leaves them unqualified,
// and inside the subquery a bare "id" would be the admin's.
const adminCount = sql<number>`(select count(*)::int from ${admins} where ${admins}.role_id = ${roles}.id)`;

export async function listRoles(db: DbOrTx, query: { page: number; limit: number; name?: string; status?: string }): Promise<PageResult<RoleRow>> {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(roles.name, `%${query.name}%`));
  if (query.status) conditions.push(eq(roles.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(roles).where(where),
    (limit, offset) =>
      db
        .select({ role: roles, adminCount })
        .from(roles)
        .where(where)
        .orderBy(asc(roles.id))
        .limit(limit)
        .offset(offset),
    (r) => toRow(r.role, r.adminCount),
  );
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleRecord> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!role) throw new AppError(ErrorCode.RecordNotFound);
  return role;
}

export async function rolePermissionIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function roleDetail(db: DbOrTx, id: number): Promise<RoleDetail> {
  const [row] = await db.select({ role: roles, adminCount }).from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  const permissionIds = row.role.isSuper ? (await db.select({ id: permissions.id }).from(permissions)).map((p) => p.id) : await rolePermissionIds(db, id);
  return { ...toRow(row.role, row.adminCount), permission_ids: permissionIds };
}

/**
 * Whether `admin` may hand out everything in `permissionIds`: a super admin may; anyone else
 * only what its own role holds. This is what keeps an admin from granting more than it has.
 */
export function canGrant(admin: AdminContext, permissionIds: Iterable<number>): boolean {
  if (admin.isSuper) return true;
  for (const id of permissionIds) if (!admin.permissionIds.has(id)) return false;
  return true;
}

/**
 * Adds or edits a role. An admin may only give out permissions it holds itself, and only edit a
 * role that grants nothing beyond them (4003). The super-admin role cannot be edited (4507).
 */
export async function saveRole(deps: AppDeps, admin: AdminContext, input: RoleSaveBody): Promise<RoleDetail> {
  const wanted = [...new Set(input.permission_ids ?? [])];
  if (wanted.length > 0) {
    const existing = await deps.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, wanted));
    if (existing.length !== wanted.length) throw AppError.field('permission_ids', 'error.4402', ErrorCode.RecordNotFound);
  }
  const nameTaken = input.id ? and(eq(roles.name, input.name), ne(roles.id, input.id)) : eq(roles.name, input.name);
  const [taken] = await deps.db.select({ id: roles.id }).from(roles).where(nameTaken).limit(1);
  if (taken) throw AppError.field('name', 'error.4404', ErrorCode.DuplicateKey);

  const current = input.id ? await findRole(deps.db, input.id) : null;
  if (current?.isSuper) throw new AppError(ErrorCode.BuiltinRecordLocked);
  if (current && !canGrant(admin, await rolePermissionIds(deps.db, current.id))) throw new AppError(ErrorCode.NoPermission);
  if (!canGrant(admin, wanted)) throw new AppError(ErrorCode.NoPermission);

  const values = { name: input.name, description: input.description, status: input.status };
  const roleId = await deps.db.transaction(async (tx) => {
    const [saved] = current
      ? await tx.update(roles).set(values).where(eq(roles.id, current.id)).returning({ id: roles.id })
      : await tx.insert(roles).values(values).returning({ id: roles.id });
    if (!saved) throw new AppError(ErrorCode.OperationFailed);
    if (current && input.permission_ids === undefined) return saved.id;
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, saved.id));
    if (wanted.length > 0) await tx.insert(rolePermissions).values(wanted.map((permissionId) => ({ roleId: saved.id, permissionId })));
    return saved.id;
  });
  return roleDetail(deps.db, roleId);
}

/** Refused with 4403 while an admin has the role; the super-admin role stays (4507). */
export async function deleteRole(deps: AppDeps, admin: AdminContext, id: number): Promise<void> {
  const role = await findRole(deps.db, id);
  if (role.isSuper) throw new AppError(ErrorCode.BuiltinRecordLocked);
  if (!canGrant(admin, await rolePermissionIds(deps.db, id))) throw new AppError(ErrorCode.NoPermission);
  const [inUse] = await deps.db.select({ id: admins.id }).from(admins).where(eq(admins.roleId, id)).limit(1);
  if (inUse) throw new AppError(ErrorCode.RecordInUse);
  await deps.db.delete(roles).where(eq(roles.id, id));
}
