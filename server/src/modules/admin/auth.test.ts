// @module-tag embedded
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession, TotpSetup } from '@roamcart/contracts';
import { admins, adminSessions } from '../../platform/tables/admin.ts';
import { sha256 } from '../../platform/tokens.ts';
import { adminCall, createAdmin, signIn, signedInAdmin } from '../../test/admin-client.ts';
import { anotherServer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('POST /admin_api/auth/login', () => {
  it('signs in, sets an httpOnly SameSite=Strict session cookie and a readable XSRF cookie, and stores only hashes', async () => {
    const admin = await createAdmin(t, { permissions: ['page:users', 'users:list'] });
    const { response, cookies, browser } = await signIn(t.app, admin.username, admin.password, { ip: '10.20.0.1' });
    expect(response.code).toBe(200);
    const data = response.data as AdminSession;
    expect(data.admin).toMatchObject({ id: admin.id, username: admin.username, totp_enabled: false, agent_id: null, is_super: false });
    expect(data.permissions).toEqual(['page:users', 'users:list']);

    const session = cookies.find((c) => c.name === 'admin_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin_api' });
    // The admin app's script reads this cookie to send it back as a header: not httpOnly.
    expect(xsrf).toMatchObject({ value: browser?.xsrf, sameSite: 'Strict', path: '/' });
    expect(xsrf?.httpOnly).toBeUndefined();

    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id));
    expect(row?.tokenHash).toBe(sha256(browser?.session ?? ''));
    expect(row?.xsrfHash).toBe(sha256(browser?.xsrf ?? ''));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it('refuses a wrong password or an unknown name alike with 4501, in Chinese too', async () => {
    const admin = await createAdmin(t);
    const wrong = await signIn(t.app, admin.username, 'not-the-password', { ip: '10.20.0.2' });
    expect(wrong.response).toMatchObject({ code: 4501, msg: 'Incorrect username or password' });
    expect(wrong.browser).toBeNull();
    const unknown = await signIn(t.app, 'nobody-here', 'whatever1', { ip: '10.20.0.2', lang: 'zh-CN' });
    expect(unknown.response).toMatchObject({ code: 4501, msg: '用户名或密码错误' });
  });

  it('answers missing fields with 4001', async () => {
    const response = await adminCall(t.app, null, 'POST', '/auth/login', { username: 'someone' });
    expect(response).toMatchObject({ code: 4001, data: { password: 'Required' } });
  });

  it('refuses a disabled admin with 2004', async () => {
    const admin = await createAdmin(t);
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, admin.id));
    const { response } = await signIn(t.app, admin.username, admin.password, { ip: '10.20.0.3' });
    expect(response.code).toBe(2004);
  });

  describe('lockout', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('locks the account for 15 minutes after 5 failed sign-ins, even for the right password (4107)', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T10:00:00Z') });
      const admin = await createAdmin(t);
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(t.app, admin.username, 'wrong-password', { ip: '10.20.1.1' })).response.code).toBe(4501);
      }
      const locked = await signIn(t.app, admin.username, admin.password, { ip: '10.20.1.1' });
      expect(locked.response).toMatchObject({ code: 4107, msg: 'Too many failed sign-ins, try again in 15 minutes' });
      expect(locked.browser).toBeNull();

      vi.setSystemTime(new Date('2030-01-01T10:14:00Z'));
      expect((await signIn(t.app, admin.username, admin.password, { ip: '10.20.1.1' })).response.code).toBe(4107);
      vi.setSystemTime(new Date('2030-01-01T10:15:01Z'));
      expect((await signIn(t.app, admin.username, admin.password, { ip: '10.20.1.1' })).response.code).toBe(200);
    });

    it('starts counting again after a successful sign-in', async () => {
      const admin = await createAdmin(t);
      for (let i = 0; i < 4; i += 1) await signIn(t.app, admin.username, 'wrong-password', { ip: '10.20.1.2' });
      expect((await signIn(t.app, admin.username, admin.password, { ip: '10.20.1.2' })).response.code).toBe(200);
      for (let i = 0; i < 4; i += 1) await signIn(t.app, admin.username, 'wrong-password', { ip: '10.20.1.2' });
      expect((await signIn(t.app, admin.username, admin.password, { ip: '10.20.1.2' })).response.code).toBe(200);
    });
  });

  it('limits sign-in attempts per IP with 4029', async () => {
    const limited = await anotherServer(t, { RATE_LOGIN_PER_HOUR: 2 });
    try {
      const ip = '10.20.2.1';
      expect((await signIn(limited, 'x', 'y', { ip })).response.code).toBe(4501);
      expect((await signIn(limited, 'x', 'y', { ip })).response.code).toBe(4501);
      expect((await signIn(limited, 'x', 'y', { ip })).response.code).toBe(4029);
      expect((await signIn(limited, 'x', 'y', { ip: '10.20.2.2' })).response.code).toBe(4501);
    } finally {
      await limited.close();
    }
  });
});

describe('session and XSRF checks', () => {
  it('answers 4010 without a session cookie, with an unknown one, and after sign-out', async () => {
    expect((await adminCall(t.app, null, 'GET', '/auth/me')).code).toBe(4010);
    const browser = await signedInAdmin(t, []);
    const forged = { ...browser, session: 'not-a-session' };
    expect(await adminCall(t.app, forged, 'GET', '/auth/me')).toMatchObject({ code: 4010, msg: 'Please sign in to the back office' });

    expect((await adminCall(t.app, browser, 'GET', '/auth/me')).code).toBe(200);
    expect((await adminCall(t.app, browser, 'POST', '/auth/logout')).code).toBe(200);
    expect((await adminCall(t.app, browser, 'GET', '/auth/me')).code).toBe(4010);
  });

  it('answers 4010 once the session has expired or the admin was disabled', async () => {
    const browser = await signedInAdmin(t, []);
    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.adminId, browser.adminId));
    expect((await adminCall(t.app, browser, 'GET', '/auth/me')).code).toBe(4010);

    const other = await signedInAdmin(t, []);
    await t.db.update(admins).set({ status: 'disabled' }).where(eq(admins.id, other.adminId));
    expect((await adminCall(t.app, other, 'GET', '/auth/me')).code).toBe(4010);
  });

  it('refuses a write without the X-XSRF-TOKEN header, with a wrong one, or with a token of another session (4011)', async () => {
    const browser = await signedInAdmin(t, []);
    const missing = await adminCall(t.app, browser, 'POST', '/auth/logout', {}, { xsrf: false });
    expect(missing).toMatchObject({ code: 4011, msg: 'Security token is wrong, please reload the page' });
    expect((await adminCall(t.app, browser, 'POST', '/auth/logout', {}, { xsrf: 'guess' })).code).toBe(4011);

    const other = await signedInAdmin(t, []);
    const swapped = { ...browser, xsrf: other.xsrf };
    expect((await adminCall(t.app, swapped, 'POST', '/auth/logout', {})).code).toBe(4011);

    expect((await adminCall(t.app, browser, 'GET', '/auth/me')).code).toBe(200);
    expect((await adminCall(t.app, browser, 'POST', '/auth/logout', {})).code).toBe(200);
  });

  it('checks the session before the body, so a signed-out write with a bad body still answers 4010', async () => {
    expect((await adminCall(t.app, null, 'POST', '/users/adjust', { user_id: 'x' })).code).toBe(4010);
  });
});

describe('GET /admin_api/auth/me', () => {
  it('returns the profile, permission codes and only the menu the admin may open', async () => {
    const browser = await signedInAdmin(t, ['page:users', 'users:list', 'page:logs']);
    const me = await adminCall<AdminSession>(t.app, browser, 'GET', '/auth/me');
    expect(me.code).toBe(200);
    expect(me.data.admin).toMatchObject({ id: browser.adminId, username: browser.username, role_id: browser.roleId, lang: 'en' });
    expect(me.data.permissions).toEqual(['page:logs', 'page:users', 'users:list']);
    const menu = me.data.menu.map((node) => ({ code: node.code, children: node.children.map((c) => [c.code, c.path]) }));
    expect(menu).toEqual([
      { code: 'menu:users', children: [['page:users', '/users']] },
      { code: 'menu:system', children: [['page:logs', '/logs']] },
    ]);
  });

  it('gives a super admin every permission and the whole menu', async () => {
    const browser = await signedInAdmin(t, 'super');
    const me = await adminCall<AdminSession>(t.app, browser, 'GET', '/auth/me');
    expect(me.data.admin.is_super).toBe(true);
    expect(me.data.permissions).toContain('users:adjust');
    expect(me.data.menu.map((n) => n.code)).toEqual(['page:dashboard', 'menu:users', 'menu:content', 'menu:catalogue', 'menu:orders', 'menu:travel', 'menu:marketing', 'menu:finance', 'menu:reports', 'menu:system']);
    expect(me.data.menu.find((n) => n.code === 'menu:travel')?.children.map((n) => n.path)).toEqual(['/hotels', '/hotels/calendar', '/hotels/orders', '/flights/airports', '/flights/airlines', '/flights', '/flights/fares', '/flights/ticket-orders']);
    const finance = me.data.menu.find((n) => n.code === 'menu:finance');
    expect(finance?.children.map((n) => n.path)).toEqual(['/finance/payment-channels', '/finance/recharges', '/finance/offline-payments', '/finance/withdrawals', '/finance/ledger-check']);
    const catalogue = me.data.menu.find((n) => n.code === 'menu:catalogue');
    expect(catalogue?.children.map((n) => n.path)).toEqual(['/catalogue/categories', '/catalogue/products', '/catalogue/stock-movements', '/catalogue/hot-keywords', '/catalogue/search-synonyms']);
  });
});

describe('POST /admin_api/auth/password', () => {
  it('refuses a wrong current password with 4108 and checks the new one', async () => {
    const browser = await signedInAdmin(t, []);
    const wrong = await adminCall(t.app, browser, 'POST', '/auth/password', { old_password: 'nope-nope', password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(wrong).toMatchObject({ code: 4108, data: { old_password: 'Incorrect password' } });
    const short = await adminCall(t.app, browser, 'POST', '/auth/password', { old_password: browser.password, password: 'short', password_confirm: 'short' }, { lang: 'zh-CN' });
    expect(short).toMatchObject({ code: 4002, data: { password: '密码长度为 8 到 64 个字符' } });
  });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const browser = await signedInAdmin(t, []);
    const elsewhere = (await signIn(t.app, browser.username, browser.password, { ip: '10.20.3.1' })).browser;
    const changed = await adminCall(t.app, browser, 'POST', '/auth/password', {
      old_password: browser.password,
      password: 'brand-new-pass',
      password_confirm: 'brand-new-pass',
    });
    expect(changed.code).toBe(200);
    expect((await adminCall(t.app, browser, 'GET', '/auth/me')).code).toBe(200);
    expect((await adminCall(t.app, elsewhere, 'GET', '/auth/me')).code).toBe(4010);
    expect((await signIn(t.app, browser.username, browser.password, { ip: '10.20.3.1' })).response.code).toBe(4501);
    expect((await signIn(t.app, browser.username, 'brand-new-pass', { ip: '10.20.3.1' })).response.code).toBe(200);
  });
});

describe('authenticator (TOTP)', () => {
  const start = new Date('2030-02-01T08:00:10Z').getTime();
  const at = (step: number) => Math.floor(start / 1000) + step * 30;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('binds with a confirmed code, then sign-in needs a fresh code; a wrong or replayed code is 4112; clearing needs a code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const browser = await signedInAdmin(t, []);

    const setup = await adminCall<TotpSetup>(t.app, browser, 'POST', '/auth/totp/setup');
    expect(setup.code).toBe(200);
    const { secret } = setup.data;
    expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Roamcart:/);
    expect(setup.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const [pending] = await t.db.select().from(admins).where(eq(admins.id, browser.adminId));
    expect(pending?.totpSecret).toBeNull();
    expect(pending?.totpPendingSecret).not.toContain(secret);
    expect(t.app.deps.secrets.open(pending?.totpPendingSecret ?? '')).toBe(secret);

    const code = await generate({ secret, epoch: at(0) });
    const wrongConfirm = await adminCall(t.app, browser, 'POST', '/auth/totp/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrongConfirm).toMatchObject({ code: 4112, msg: 'Wrong authenticator code' });
    const confirmed = await adminCall(t.app, browser, 'POST', '/auth/totp/confirm', { code });
    expect(confirmed.code).toBe(200);
    expect((await adminCall<AdminSession>(t.app, browser, 'GET', '/auth/me')).data.admin.totp_enabled).toBe(true);
    expect((await adminCall(t.app, browser, 'POST', '/auth/totp/setup')).code).toBe(4506);

    const withoutCode = await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.1' });
    expect(withoutCode.response).toMatchObject({ code: 4112, data: { totp_required: true } });
    expect(withoutCode.browser).toBeNull();

    const wrongCode = await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.1', totp: '123456', lang: 'zh-CN' });
    expect(wrongCode.response).toMatchObject({ code: 4112, msg: '谷歌验证码错误' });

    const replayed = await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.1', totp: code });
    expect(replayed.response.code).toBe(4112);

    vi.setSystemTime(start + 30_000);
    const fresh = await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.1', totp: await generate({ secret, epoch: at(1) }) });
    expect(fresh.response.code).toBe(200);

    expect((await adminCall(t.app, fresh.browser, 'POST', '/auth/totp/clear', { code: '12345' })).code).toBe(4002);
    vi.setSystemTime(start + 60_000);
    const cleared = await adminCall(t.app, fresh.browser, 'POST', '/auth/totp/clear', { code: await generate({ secret, epoch: at(2) }) });
    expect(cleared.code).toBe(200);
    expect((await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.1' })).response.code).toBe(200);
    expect((await adminCall(t.app, fresh.browser, 'POST', '/auth/totp/clear', { code: '123456' })).code).toBe(4505);
  });

  it('refuses to confirm before a setup (4505) and never returns the secret afterwards', async () => {
    const browser = await signedInAdmin(t, ['page:admins', 'admins:list']);
    expect((await adminCall(t.app, browser, 'POST', '/auth/totp/confirm', { code: '123456' })).code).toBe(4505);
    const listed = await adminCall(t.app, browser, 'GET', '/admins');
    expect(JSON.stringify(listed)).not.toMatch(/totp_secret|totpSecret|pending/i);
  });

  it('counts wrong codes towards the lockout', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const browser = await signedInAdmin(t, []);
    const { secret } = (await adminCall<TotpSetup>(t.app, browser, 'POST', '/auth/totp/setup')).data;
    await adminCall(t.app, browser, 'POST', '/auth/totp/confirm', { code: await generate({ secret, epoch: at(0) }) });
    const good = await generate({ secret, epoch: at(1) });
    const bad = good === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.2', totp: bad })).response.code).toBe(4112);
    }
    vi.setSystemTime(start + 30_000);
    expect((await signIn(t.app, browser.username, browser.password, { ip: '10.20.4.2', totp: good })).response.code).toBe(4107);
  });
});
