import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ErrorCode,
  flattenPermissions,
  type MenuNode,
  type PermissionSaveBody,
  type PermissionTreeNode,
  type PermissionType,
} from '@roamcart/contracts';
import { permissions, roles } from '../../platform/tables/admin.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/types.ts';

type PermissionRow = typeof permissions.$inferSelect;

const SUPER_ROLE_NAME = 'Super admin';
const MENU_TYPES: ReadonlySet<string> = new Set(['directory', 'menu', 'page']);

/**
 * Brings the permissions table in line with the registry, by code: missing nodes are added,
 * built-in nodes get back their type, parent and path; names, icons and order edited in the
 * back office stay; nodes a release dropped become ordinary (deletable) ones. Also makes sure a
 * super-admin role exists.
 */
export async function seedAdminAccess(tx: DbOrTx): Promise<void> {
  const registry = flattenPermissions();
  await tx
    .insert(permissions)
    .values(registry.map((p) => ({ code: p.code, type: p.type, name: p.name, path: p.path, icon: p.icon, sort: p.sort, builtin: true })))
    .onConflictDoNothing({ target: permissions.code });
  const rows = await tx.select().from(permissions);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const entry of registry) {
    const row = byCode.get(entry.code);
    if (!row) continue;
    const parentId = entry.parentCode ? (byCode.get(entry.parentCode)?.id ?? null) : null;
    if (row.parentId !== parentId || row.type !== entry.type || row.path !== entry.path || !row.builtin) {
      await tx.update(permissions).set({ parentId, type: entry.type, path: entry.path, builtin: true }).where(eq(permissions.id, row.id));
    }
  }
  const registered = new Set(registry.map((p) => p.code));
  const retired = rows.filter((r) => r.builtin && !registered.has(r.code)).map((r) => r.id);
  if (retired.length > 0) await tx.update(permissions).set({ builtin: false }).where(inArray(permissions.id, retired));
  const [superRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true)).limit(1);
  if (!superRole) {
    await tx
      .insert(roles)
      .values({ name: SUPER_ROLE_NAME, description: 'Every permission, now and later', isSuper: true })
      .onConflictDoNothing({ target: roles.name });
  }
}

async function allPermissions(db: DbOrTx): Promise<PermissionRow[]> {
  return db.select().from(permissions).orderBy(asc(permissions.sort), asc(permissions.id));
}

function held(admin: AdminContext, row: PermissionRow): boolean {
  return admin.isSuper || admin.permissionIds.has(row.id);
}

/** Every code the admin holds: all of them for a super admin. */
export async function permissionCodesOf(db: DbOrTx, admin: AdminContext): Promise<string[]> {
  const codes = admin.isSuper ? (await allPermissions(db)).map((p) => p.code) : [...admin.permissionCodes];
  return codes.sort();
}

/**
 * The menu an admin sees: pages (and path-carrying menus) it holds, inside the directories
 * that lead to them; a directory with nothing visible below it is left out.
 */
export async function menuOf(db: DbOrTx, admin: AdminContext): Promise<MenuNode[]> {
  const rows = (await allPermissions(db)).filter((r) => MENU_TYPES.has(r.type));
  const children = new Map<number | null, PermissionRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): MenuNode[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const below = build(row.id);
      const opens = row.type !== 'directory' && row.path !== null && held(admin, row);
      if (!opens && below.length === 0) return [];
      return [{ id: row.id, code: row.code, name: row.name, type: row.type as PermissionType, path: row.path, icon: row.icon, children: below }];
    });
  return build(null);
}

function toTreeNode(row: PermissionRow, admin: AdminContext, children: PermissionTreeNode[]): PermissionTreeNode {
  return {
    id: row.id,
    parent_id: row.parentId,
    code: row.code,
    name: row.name,
    type: row.type as PermissionType,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    builtin: row.builtin,
    grantable: held(admin, row),
    children,
  };
}

/** The whole tree for the permissions page and the role editor, marking what the admin may grant. */
export async function permissionTree(db: DbOrTx, admin: AdminContext): Promise<PermissionTreeNode[]> {
  const rows = await allPermissions(db);
  const children = new Map<number | null, PermissionRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): PermissionTreeNode[] =>
    (children.get(parentId) ?? []).map((row) => toTreeNode(row, admin, build(row.id)));
  return build(null);
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const condition = exceptId ? and(eq(permissions.code, code), ne(permissions.id, exceptId)) : eq(permissions.code, code);
  const [taken] = await db.select({ id: permissions.id }).from(permissions).where(condition).limit(1);
  if (taken) throw AppError.field('code', 'error.4404', ErrorCode.DuplicateKey);
}

/** The parent must exist and must not be the node itself or one of its descendants. */
async function assertParent(db: DbOrTx, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return;
  const rows = await allPermissions(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw AppError.field('parent_id', 'error.4402', ErrorCode.RecordNotFound);
  for (let cursor: number | null = parentId; cursor !== null; cursor = byId.get(cursor)?.parentId ?? null) {
    if (cursor === selfId) throw AppError.field('parent_id', 'validation.invalid');
  }
}

/** Adds a node, or edits one; a built-in node keeps its code, type, parent and path. */
export async function savePermission(deps: AppDeps, admin: AdminContext, input: PermissionSaveBody): Promise<PermissionTreeNode> {
  const values = {
    parentId: input.parent_id,
    type: input.type,
    code: input.code,
    name: input.name,
    path: input.path || null,
    icon: input.icon || null,
    sort: input.sort,
  };
  let saved: PermissionRow | undefined;
  if (input.id) {
    const [current] = await deps.db.select().from(permissions).where(eq(permissions.id, input.id)).limit(1);
    if (!current) throw new AppError(ErrorCode.RecordNotFound);
    if (current.builtin && (current.code !== values.code || current.type !== values.type || current.parentId !== values.parentId || current.path !== values.path)) {
      throw new AppError(ErrorCode.BuiltinRecordLocked);
    }
    await assertCodeFree(deps.db, values.code, current.id);
    await assertParent(deps.db, values.parentId, current.id);
    [saved] = await deps.db.update(permissions).set(values).where(eq(permissions.id, current.id)).returning();
  } else {
    await assertCodeFree(deps.db, values.code);
    await assertParent(deps.db, values.parentId);
    [saved] = await deps.db.insert(permissions).values(values).returning();
  }
  if (!saved) throw new AppError(ErrorCode.OperationFailed);
  return toTreeNode(saved, admin, []);
}

/** Removes a node added in the back office that has no children; roles lose it with it (cascade). */
export async function deletePermission(deps: AppDeps, id: number): Promise<void> {
  const [current] = await deps.db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  if (!current) throw new AppError(ErrorCode.RecordNotFound);
  if (current.builtin) throw new AppError(ErrorCode.BuiltinRecordLocked);
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(permissions)
    .where(eq(permissions.parentId, id));
  if (count > 0) throw new AppError(ErrorCode.RecordInUse);
  await deps.db.delete(permissions).where(eq(permissions.id, id));
}
