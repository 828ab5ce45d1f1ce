import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminLogs, admins } from './tables/admin.ts';
import { createAdmin, signIn } from '../test/admin-client.ts';
import { call, useTestApp, type TestApp } from '../test/test-app.ts';

const limits = { RATE_LOGIN_PER_HOUR: '3', RATE_REGISTER_PER_HOUR: '3', RATE_EMAIL_CODE_PER_HOUR: '3' };
const PROXY = '10.9.0.1';

const direct = useTestApp(limits);
const proxied = useTestApp({ ...limits, TRUST_PROXY: `${PROXY}, 10.8.0.0/16` });

const forged = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

/** Five calls from one socket address, each claiming another client: the codes answered. */
async function rotatingCalls(t: TestApp, url: string, body: Record<string, unknown>, socket: string): Promise<number[]> {
  const codes: number[] = [];
  for (let n = 1; n <= 5; n += 1) codes.push((await call(t.app, 'POST', url, body, { ip: socket, headers: forged(n) })).code);
  return codes;
}

describe('the client address without a trusted proxy (the default)', () => {
  it.each([
    ['/user/login', { email: 'nobody@example.com', password: 'wrong-password' }],
    ['/user/register', {}],
    ['/common/send_email_code', { email: 'rotate@example.com', scene: 'register' }],
  ])('does not let a rotating X-Forwarded-For escape the limit of %s', async (url, body) => {
    const codes = await rotatingCalls(direct, url, body, '192.0.2.10');
    expect(codes.slice(3)).toEqual([4029, 4029]);
  });

  it('logs the admin sign-in and last_login_ip from the socket, not the forged header', async () => {
    const admin = await createAdmin(direct);
    const response = await direct.app.inject({
      method: 'POST',
      url: '/admin_api/auth/login',
      payload: { username: admin.username, password: admin.password },
      remoteAddress: '192.0.2.20',
      headers: forged(7),
    });
    expect(response.json()).toMatchObject({ code: 200 });
    const [row] = await direct.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row?.lastLoginIp).toBe('192.0.2.20');
    const [log] = await direct.db.select().from(adminLogs).where(eq(adminLogs.adminId, admin.id)).orderBy(desc(adminLogs.id)).limit(1);
    expect(log?.ip).toBe('192.0.2.20');
  });

  it('sends HSTS only over HTTPS, and a forged X-Forwarded-Proto is not HTTPS', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the client address behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts each client the proxy names separately', async () => {
    const codes = await rotatingCalls(proxied, '/user/register', {}, PROXY);
    expect(codes).toEqual([4001, 4001, 4001, 4001, 4001]);
  });

  it('does not believe a proxy that is not in the list', async () => {
    const codes = await rotatingCalls(proxied, '/user/register', {}, '192.0.2.30');
    expect(codes.slice(3)).toEqual([4029, 4029]);
  });

  it('records the address the proxy names as the admin login address and in the action log', async () => {
    const admin = await createAdmin(proxied);
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/admin_api/auth/login',
      payload: { username: admin.username, password: admin.password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(response.json()).toMatchObject({ code: 200 });
    const [row] = await proxied.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row?.lastLoginIp).toBe('198.51.100.4');
    const [log] = await proxied.db.select().from(adminLogs).where(eq(adminLogs.adminId, admin.id)).orderBy(desc(adminLogs.id)).limit(1);
    expect(log?.ip).toBe('198.51.100.4');
  });

  it('sends HSTS when the trusted proxy says the request came over HTTPS', async () => {
    const secure = await proxied.app.inject({ method: 'GET', url: '/healthz', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await proxied.app.inject({ method: 'GET', url: '/healthz', remoteAddress: PROXY });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the OpenAPI documents', () => {
  it('publishes the storefront document without the back-office routes', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/app_index/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/app_index/user/login');
    expect(paths.filter((p) => p.startsWith('/admin_api'))).toEqual([]);
  });

  it('gives the back-office document to a signed-in admin only', async () => {
    const outsider = await direct.app.inject({ method: 'GET', url: '/admin_api/docs/json' });
    expect(outsider.json()).toMatchObject({ code: 4010 });
    expect(outsider.body).not.toContain('/admin_api/users');
    const admin = await createAdmin(direct);
    const { browser } = await signIn(direct.app, admin.username, admin.password, { ip: '192.0.2.40' });
    if (!browser) throw new Error('sign-in failed');
    const res = await direct.app.inject({
      method: 'GET',
      url: '/admin_api/docs/json',
      headers: { cookie: `admin_session=${browser.session}; XSRF-TOKEN=${browser.xsrf}` },
    });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/admin_api/users');
    expect(paths.filter((p) => p.startsWith('/app_index'))).toEqual([]);
  });
});
