import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { ADMIN_SESSION_COOKIE, XSRF_COOKIE, type Envelope } from '@roamcart/contracts';
import { permissions, rolePermissions, roles } from '../platform/tables/admin.ts';
import { insertAdmin } from '../modules/admin/index.ts';
import type { App } from '../platform/types.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in back-office browser: its two cookies and the admin behind them. */
export interface AdminBrowser {
  adminId: number;
  session: string;
  xsrf: string;
}

let counter = 0;

/** A role holding exactly these permission codes ('super' for the seeded super-admin role). */
async function createRole(t: TestApp, codes: readonly string[] | 'super'): Promise<number> {
  if (codes === 'super') {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true));
    if (!role) throw new Error('no super role');
    return role.id;
  }
  counter += 1;
  const [role] = await t.db
    .insert(roles)
    .values({ name: `role-${counter}-${randomBytes(3).toString('hex')}` })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not created');
  if (codes.length > 0) {
    const rows = await t.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.code, [...codes]));
    if (rows.length !== codes.length) throw new Error(`unknown permission among ${codes.join(', ')}`);
    await t.db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role.id, permissionId: p.id })));
  }
  return role.id;
}

export async function createAdmin(
  t: TestApp,
  options: { username?: string; password?: string; permissions?: readonly string[] | 'super'; agentId?: number | null } = {},
): Promise<{ id: number; username: string; password: string; roleId: number }> {
  counter += 1;
  const username = options.username ?? `admin${counter}_${randomBytes(3).toString('hex')}`;
  const password = options.password ?? 'correct-horse-1';
  const roleId = await createRole(t, options.permissions ?? []);
  const admin = await insertAdmin(t.app.deps, { username, password, roleId, agentId: options.agentId ?? null });
  if (!admin) throw new Error('admin not created');
  return { id: admin.id, username, password, roleId };
}

export function cookieHeader(browser: AdminBrowser): string {
  return `${ADMIN_SESSION_COOKIE}=${browser.session}; ${XSRF_COOKIE}=${browser.xsrf}`;
}

interface AdminCallOptions {
  lang?: string;
  ip?: string;
  /** false: send no X-XSRF-TOKEN header; a string: send that instead of the right one. */
  xsrf?: string | false;
  headers?: Record<string, string>;
}

/** Calls /admin_api the way the admin app does: cookies, and the XSRF header on writes. */
export async function adminCall<T = unknown>(
  app: App,
  browser: AdminBrowser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  options: AdminCallOptions = {},
): Promise<Envelope<T>> {
  const query: Record<string, string> = { lang: options.lang ?? 'en' };
  if (method === 'GET' && payload) for (const [k, v] of Object.entries(payload)) if (v !== undefined) query[k] = String(v);
  const headers: Record<string, string> = { ...options.headers };
  if (browser) {
    headers.cookie = cookieHeader(browser);
    if (method !== 'GET' && options.xsrf !== false) headers['x-xsrf-token'] = options.xsrf ?? browser.xsrf;
  }
  const response = await app.inject({
    method,
    url: `/admin_api${url}`,
    query,
    headers,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return response.json() as Envelope<T>;
}

/** POST /auth/login; on success also the browser holding the cookies it set. */
export async function signIn(
  app: App,
  username: string,
  password: string,
  options: { totp?: string; ip?: string; lang?: string } = {},
): Promise<{ response: Envelope; browser: AdminBrowser | null; cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string }[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin_api/auth/login',
    query: { lang: options.lang ?? 'en' },
    payload: { username, password, ...(options.totp ? { totp: options.totp } : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const body = response.json() as Envelope<{ admin: { id: number } }>;
  const session = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE)?.value;
  const xsrf = response.cookies.find((c) => c.name === XSRF_COOKIE)?.value;
  const browser = body.code === 200 && session && xsrf ? { adminId: body.data.admin.id, session, xsrf } : null;
  return { response: body, browser, cookies: response.cookies };
}

/** A new admin holding `permissions`, signed in. */
export async function signedInAdmin(
  t: TestApp,
  permissionCodes: readonly string[] | 'super',
  options: { agentId?: number | null; username?: string } = {},
): Promise<AdminBrowser & { username: string; password: string; roleId: number }> {
  const admin = await createAdmin(t, { permissions: permissionCodes, agentId: options.agentId, username: options.username });
  const { browser, response } = await signIn(t.app, admin.username, admin.password, { ip: `10.77.${counter % 250}.${(counter * 7) % 250}` });
  if (!browser) throw new Error(`sign-in failed: ${JSON.stringify(response)}`);
  return { ...browser, username: admin.username, password: admin.password, roleId: admin.roleId };
}

/** A multipart upload of one `file` field through the admin session. */
export async function adminUpload<T = unknown>(
  app: App,
  browser: AdminBrowser,
  url: string,
  file: { name: string; content: Buffer; mime: string },
  options: { lang?: string } = {},
): Promise<Envelope<T>> {
  const boundary = '----roamcart-admin-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.mime}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const response = await app.inject({
    method: 'POST',
    url: `/admin_api${url}`,
    query: { lang: options.lang ?? 'en' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cookieHeader(browser), 'x-xsrf-token': browser.xsrf },
    payload: Buffer.concat([head, file.content, tail]),
  });
  return response.json() as Envelope<T>;
}

/** A super admin signed in before the file's tests (after the app of useTestApp is up). */
export function useSuperAdmin(t: TestApp): AdminBrowser & { username: string; password: string; roleId: number } {
  const handle = {} as AdminBrowser & { username: string; password: string; roleId: number };
  beforeAll(async () => {
    Object.assign(handle, await signedInAdmin(t, 'super'));
  });
  return handle;
}
