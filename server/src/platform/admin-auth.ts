import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PERMISSIONS, ADMIN_SESSION_COOKIE, ADMIN_SESSION_HOURS, ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '@roamcart/contracts';
import { admins, adminSessions, permissions, rolePermissions, roles } from './tables/admin.ts';
import type { Db, DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import { randomToken, sha256 } from './tokens.ts';
import type { App } from './types.ts';

export const ADMIN_PREFIX = '/admin_api';
const SESSION_TTL_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in admin of a request, with what its role grants. */
export interface AdminContext {
  id: number;
  username: string;
  nickname: string;
  roleId: number;
  roleName: string;
  isSuper: boolean;
  agentId: number | null;
  lang: string;
  totpEnabled: boolean;
  sessionId: number;
  /** Codes and ids of every permission the role holds; empty for a super admin, who bypasses them. */
  permissionCodes: ReadonlySet<string>;
  permissionIds: ReadonlySet<number>;
}

export function hasPermission(admin: AdminContext, code: string): boolean {
  return admin.isSuper || admin.permissionCodes.has(code);
}

/**
 * `public`: no session (sign-in). `signed-in`: any admin with a session (own profile, sign-out).
 * Every other /admin_api route must declare `permission`; one that does not is refused (fail closed).
 */
type AdminAccess = 'public' | 'signed-in';

export interface AdminRouteInfo {
  method: string;
  url: string;
  permission: string | null;
  access: AdminAccess | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API permission code (from the registry) an admin needs for this /admin_api route. */
    permission?: string;
    adminAccess?: AdminAccess;
  }
  interface FastifyRequest {
    admin: AdminContext;
    /** Who a back-office write is logged against; set by the session check or by sign-in. */
    auditActor: { id: number; username: string } | null;
  }
  interface FastifyInstance {
    /** Every /admin_api route with what it requires, for checks and tests. */
    adminRoutes: AdminRouteInfo[];
  }
}

export function isAdminUrl(url: string | undefined): boolean {
  return url !== undefined && (url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`));
}

/** Every permission the role grants, by code and id; a disabled role grants nothing. */
async function rolePermissionSet(db: DbOrTx, roleId: number): Promise<{ codes: Set<string>; ids: Set<number> }> {
  const rows = await db
    .select({ id: permissions.id, code: permissions.code })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(eq(rolePermissions.roleId, roleId), eq(roles.status, 'active')));
  return { codes: new Set(rows.map((r) => r.code)), ids: new Set(rows.map((r) => r.id)) };
}

/** What the admin's role grants; a super admin bypasses the lists, a disabled role grants nothing. */
export async function adminContextOf(
  db: DbOrTx,
  admin: typeof admins.$inferSelect,
  role: typeof roles.$inferSelect,
  sessionId: number,
): Promise<AdminContext> {
  const isSuper = role.isSuper && role.status === 'active';
  const granted = isSuper ? { codes: new Set<string>(), ids: new Set<number>() } : await rolePermissionSet(db, role.id);
  return {
    id: admin.id,
    username: admin.username,
    nickname: admin.nickname,
    roleId: role.id,
    roleName: role.name,
    isSuper,
    agentId: admin.agentId,
    lang: admin.lang,
    totpEnabled: admin.totpSecret !== null,
    sessionId,
    permissionCodes: granted.codes,
    permissionIds: granted.ids,
  };
}

/** The session behind the cookie, or 4010: unknown, expired, revoked, or its admin disabled. */
async function loadAdminContext(db: Db, token: string | undefined): Promise<{ admin: AdminContext; xsrfHash: string }> {
  if (!token) throw new AppError(ErrorCode.AdminSignInNeeded);
  const [row] = await db
    .select({ session: adminSessions, admin: admins, role: roles })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(adminSessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now() || row.admin.status !== 'active') {
    throw new AppError(ErrorCode.AdminSignInNeeded);
  }
  return { admin: await adminContextOf(db, row.admin, row.role, row.session.id), xsrfHash: row.session.xsrfHash };
}

export interface AdminSessionTokens {
  id: number;
  token: string;
  xsrfToken: string;
  expiresAt: Date;
}

/** Opens a session; the raw tokens go only into the cookies. */
export async function createAdminSession(
  db: DbOrTx,
  adminId: number,
  client: { ip: string; userAgent: string },
): Promise<AdminSessionTokens> {
  const token = randomToken();
  const xsrfToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId,
      tokenHash: sha256(token),
      xsrfHash: sha256(xsrfToken),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 255),
      expiresAt,
    })
    .returning({ id: adminSessions.id });
  if (!row) throw new AppError(ErrorCode.OperationFailed);
  return { id: row.id, token, xsrfToken, expiresAt };
}

export function setAdminCookies(request: FastifyRequest, reply: FastifyReply, session: AdminSessionTokens): void {
  const common = { sameSite: 'strict' as const, secure: request.protocol === 'https', expires: session.expiresAt };
  reply.setCookie(ADMIN_SESSION_COOKIE, session.token, { ...common, httpOnly: true, path: ADMIN_PREFIX });
  // Readable by the admin app, which echoes it in X-XSRF-TOKEN; a cross-site page cannot read it.
  reply.setCookie(XSRF_COOKIE, session.xsrfToken, { ...common, httpOnly: false, path: '/' });
}

export function clearAdminCookies(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_SESSION_COOKIE, { path: ADMIN_PREFIX });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}

export async function revokeAdminSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends sessions of an admin: all of them, or all but `keepSessionId`. */
export async function revokeAdminSessions(db: DbOrTx, adminId: number, keepSessionId?: number): Promise<void> {
  const open = and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt));
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(keepSessionId ? and(open, ne(adminSessions.id, keepSessionId)) : open);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Back-office access for every /admin_api route, before the body is validated (so an outsider
 * learns nothing about the input and the log still sees what was sent):
 * session cookie (4010), then for writes the anti-forgery token in both cookie and header and
 * bound to the session (4011), then the route's permission code (4003).
 */
export const adminAuthPlugin = fp(
  async (app: App) => {
    const known = new Set(ADMIN_API_PERMISSIONS);
    await app.register(cookie);
    app.decorate('adminRoutes', [] as AdminRouteInfo[]);
    app.decorateRequest('admin', null as never);
    app.decorateRequest('auditActor', null);

    app.addHook('onRoute', (route) => {
      if (!isAdminUrl(route.url)) return;
      const permission = route.config?.permission ?? null;
      if (permission && !known.has(permission)) throw new Error(`${route.url} declares unknown permission ${permission}`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        app.adminRoutes.push({ method, url: route.url, permission, access: route.config?.adminAccess ?? null });
      }
    });

    app.addHook('preValidation', async (request) => {
      if (!isAdminUrl(request.routeOptions.url)) return;
      const config = request.routeOptions.config;
      if (config.adminAccess === 'public') return;
      const { admin, xsrfHash } = await loadAdminContext(app.deps.db, request.cookies[ADMIN_SESSION_COOKIE]);
      request.admin = admin;
      request.auditActor = { id: admin.id, username: admin.username };
      if (!SAFE_METHODS.has(request.method)) {
        const header = headerValue(request, XSRF_HEADER);
        if (!header || header !== request.cookies[XSRF_COOKIE] || sha256(header) !== xsrfHash) {
          throw new AppError(ErrorCode.XsrfTokenWrong);
        }
      }
      if (config.adminAccess === 'signed-in') return;
      if (!config.permission || !hasPermission(admin, config.permission)) throw new AppError(ErrorCode.NoPermission);
    });
  },
  { name: 'admin-auth', dependencies: ['envelope'] },
);
