// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents } from '../../platform/tables/agents.ts';
import { mailOutbox } from '../../platform/tables/mail.ts';
import { users, userSessions } from '../../platform/tables/users.ts';
import { pointsLedger } from '../wallet/tables.ts';
import { anotherServer, call, lastMailedCode, passResendWait, registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function sendCode(email: string, ip: string, scene = 'register') {
  return call(t.app, 'POST', '/common/send_email_code', { email, scene }, { ip });
}

describe('POST /common/send_email_code', () => {
  it('mails a 6-digit code and refuses a second one within a minute with 4029', async () => {
    const email = 'code-once@example.com';
    expect((await sendCode(email, '10.1.0.1')).code).toBe(200);
    expect(await lastMailedCode(t.db, email)).toMatch(/^\d{6}$/);
    const again = await sendCode(email, '10.1.0.1');
    expect(again.code).toBe(4029);
    expect(again.msg).toBe('Too many requests, please try again later');
  });

  it('refuses an address that is already registered with 4103', async () => {
    const { email } = await registerCustomer(t);
    const res = await sendCode(email, '10.1.0.2');
    expect(res.code).toBe(4103);
    expect(res.msg).toBe('Email is already registered');
  });

  it('refuses an invalid email with 4002 and the field, in Chinese too', async () => {
    const en = await sendCode('not-an-email', '10.1.0.3');
    expect(en).toMatchObject({ code: 4002, data: { email: 'Invalid email' } });
    const zh = await call(t.app, 'POST', '/common/send_email_code', { email: 'bad', scene: 'register' }, { lang: 'zh-CN', ip: '10.1.0.3' });
    expect(zh).toMatchObject({ code: 4002, msg: '参数无效', data: { email: '邮箱格式不正确' } });
  });

  it('answers a missing field with 4001', async () => {
    const res = await call(t.app, 'POST', '/common/send_email_code', { scene: 'register' }, { ip: '10.1.0.4' });
    expect(res).toMatchObject({ code: 4001, data: { email: 'Required' } });
  });

  it('limits codes per IP and answers 4029', async () => {
    const limited = await anotherServer(t, { RATE_EMAIL_CODE_PER_HOUR: 2 });
    try {
      const ip = '10.9.9.9';
      const send = (n: number) => call(limited, 'POST', '/common/send_email_code', { email: `ip${n}@example.com`, scene: 'register' }, { ip });
      expect((await send(1)).code).toBe(200);
      expect((await send(2)).code).toBe(200);
      expect((await send(3)).code).toBe(4029);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /user/register', () => {
  const ip = '10.2.0.1';

  async function registerWith(body: Record<string, unknown>, lang = 'en') {
    return call(t.app, 'POST', '/user/register', body, { ip, lang });
  }

  it('creates the account, returns a token, verifies the email and awards 100 points once', async () => {
    const email = 'newcomer@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const res = await registerWith({ email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'welcome', nickname: '旅行者_1' });
    expect(res.code).toBe(200);
    const data = res.data as { token: string; user_info: Record<string, unknown> };
    expect(data.token).toMatch(/^\d+\./);
    expect(data.user_info).toMatchObject({ email, nickname: '旅行者_1', points: 100, balance: '0.00', email_verified: true });
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, data.user_info.id as number));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ before: 0, after: 100, amount: 100, remark: 'Email verified' });
  });

  it("keeps the visitor's language and currency on the new account", async () => {
    const email = 'euro-visitor@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const res = await call<{ user_info: { currency_info: { code: string }; lang: string } }>(
      t.app,
      'POST',
      '/user/register',
      { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'WELCOME' },
      { ip, lang: 'fr', currency: 'EUR' },
    );
    expect(res.data.user_info.currency_info.code).toBe('EUR');
    expect(res.data.user_info.lang).toBe('fr');
  });

  it('refuses a wrong invitation code with 4105 and writes nothing', async () => {
    const email = 'wronginvite@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const res = await registerWith({ email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'NOPE' });
    expect(res).toMatchObject({ code: 4105, msg: 'Wrong invitation code', data: { invite_code: 'Wrong invitation code' } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a wrong code with 4106 and kills the code after 5 wrong tries', async () => {
    const email = 'wrongcode@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email, password: 'secret123', password_confirm: 'secret123', invite_code: 'WELCOME' };
    for (let i = 0; i < 5; i += 1) {
      const res = await registerWith({ ...body, code: wrong });
      expect(res.code).toBe(4106);
    }
    const res = await registerWith({ ...body, code }, 'zh-CN');
    expect(res).toMatchObject({ code: 4106, msg: '验证码错误或已过期' });
  });

  it('checks every field rule', async () => {
    const res = await registerWith({
      email: `${'a'.repeat(45)}@x.com`,
      code: '12ab',
      password: '12345',
      password_confirm: '54321',
      invite_code: 'WELCOME',
      nickname: 'bad name!',
    });
    expect(res.code).toBe(4002);
    expect(res.data).toMatchObject({
      email: 'Email is at most 50 characters',
      code: 'The verification code has 6 digits',
      password: 'Password is 6 to 20 characters',
      nickname: 'Nickname may use letters of any language, digits, _, - and single spaces between words',
    });
    const mismatch = await registerWith({ email: 'm@example.com', code: '123456', password: 'secret123', password_confirm: 'secret124', invite_code: 'WELCOME' });
    expect(mismatch).toMatchObject({ code: 4002, data: { password_confirm: 'The two passwords do not match' } });
    const long = await registerWith({ email: 'l@example.com', code: '123456', password: 'x'.repeat(21), password_confirm: 'x'.repeat(21), invite_code: 'WELCOME', nickname: 'n'.repeat(51) });
    expect(long.data).toMatchObject({ password: 'Password is 6 to 20 characters', nickname: 'Nickname is at most 50 characters' });
    const noInvite = await registerWith({ email: 'i@example.com', code: '123456', password: 'secret123', password_confirm: 'secret123', invite_code: '' }, 'zh-CN');
    expect(noInvite).toMatchObject({ code: 4001, data: { invite_code: '请输入邀请码' } });
  });

  it('refuses a taken nickname with 4102', async () => {
    await registerCustomer(t, { nickname: 'taken_name' });
    const email = 'nick2@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const res = await registerWith({ email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'WELCOME', nickname: 'taken_name' });
    expect(res).toMatchObject({ code: 4102, msg: 'Nickname is already taken' });
  });

  it("accepts a customer's own invitation code and ties the newcomer to that customer's agent", async () => {
    const inviter = await registerCustomer(t);
    const info = await call<{ invite_code: string }>(t.app, 'GET', '/user/userInfo', undefined, { token: inviter.token });
    const email = 'invited@example.com';
    await sendCode(email, ip);
    const code = await lastMailedCode(t.db, email);
    const res = await registerWith({ email, code, password: 'secret123', password_confirm: 'secret123', invite_code: info.data.invite_code });
    expect(res.code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.invitedByUserId).toBe(inviter.userId);
    // The inviter came with the default agent's code WELCOME; the newcomer joins that agent.
    const [welcome] = await t.db.select({ id: agents.id }).from(agents).where(eq(agents.inviteCode, 'WELCOME'));
    expect(row?.agentId).toBe(welcome?.id);
  });
});

describe('parallel registration', () => {
  it('creates one account from one code however many requests race', async () => {
    const email = 'racer@example.com';
    await sendCode(email, '10.2.9.1');
    const code = await lastMailedCode(t.db, email);
    const body = { email, code, password: 'secret123', password_confirm: 'secret123', invite_code: 'WELCOME' };
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', '/user/register', body, { ip: `10.2.9.${i + 10}` })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user?.id ?? 0))).toHaveLength(1);
  });
});

describe('POST /user/login', () => {
  it('signs in with the right password and answers 4101 otherwise', async () => {
    const { email, password } = await registerCustomer(t);
    const ok = await call<{ token: string }>(t.app, 'POST', '/user/login', { email: email.toUpperCase(), password }, { ip: '10.3.0.1' });
    expect(ok.code).toBe(200);
    const bad = await call(t.app, 'POST', '/user/login', { email, password: 'wrongpass' }, { ip: '10.3.0.1' });
    expect(bad).toMatchObject({ code: 4101, msg: 'Incorrect email or password' });
    const unknown = await call(t.app, 'POST', '/user/login', { email: 'nobody@example.com', password }, { ip: '10.3.0.1', lang: 'zh-CN' });
    expect(unknown).toMatchObject({ code: 4101, msg: '邮箱或密码错误' });
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password', async () => {
    const { email, password } = await registerCustomer(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t.app, 'POST', '/user/login', { email, password: 'wrongpass' }, { ip: '10.3.0.2' })).code).toBe(4101);
    }
    const locked = await call(t.app, 'POST', '/user/login', { email, password }, { ip: '10.3.0.2' });
    expect(locked.code).toBe(4107);
    expect(locked.msg).toBe('Too many failed sign-ins, try again in 15 minutes');
  });
});

describe('sessions and their codes', () => {
  it('answers 2001 without a token or with an unknown one', async () => {
    expect((await call(t.app, 'GET', '/user/userInfo')).code).toBe(2001);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: '1.nope' })).code).toBe(2001);
  });

  it('answers 2002 when the token names another user', async () => {
    const a = await registerCustomer(t);
    const secret = a.token.split('.')[1];
    const res = await call(t.app, 'GET', '/user/userInfo', undefined, { token: `${a.userId + 1}.${secret}` });
    expect(res).toMatchObject({ code: 2002, msg: 'Token does not match user' });
  });

  it('answers 2001 after logout, and accepts a Bearer token', async () => {
    const { token } = await registerCustomer(t);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: `Bearer ${token}` })).code).toBe(200);
    expect((await call(t.app, 'POST', '/user/logout', {}, { token })).code).toBe(200);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(2001);
  });

  it('answers 2004 for a disabled account at once', async () => {
    const { token, userId } = await registerCustomer(t);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));
    const res = await call(t.app, 'GET', '/user/userInfo', undefined, { token });
    expect(res).toMatchObject({ code: 2004, msg: 'Account has no permission' });
  });

  it('answers 2003 when the user row is gone', async () => {
    const { token, userId } = await registerCustomer(t);
    // A state the app never makes itself: the session outlives its user row.
    await t.db.execute(sql`alter table user_sessions drop constraint if exists user_sessions_user_id_users_id_fk`);
    await t.db.delete(pointsLedger).where(eq(pointsLedger.userId, userId));
    await t.db.delete(users).where(eq(users.id, userId));
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, userId))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(2003);
  });
});

describe('POST /change_password', () => {
  it('keeps this session, sends the others to 2007, and the new password works', async () => {
    const { token, email, password } = await registerCustomer(t);
    const other = await call<{ token: string }>(t.app, 'POST', '/user/login', { email, password }, { ip: '10.4.0.1' });
    const res = await call(t.app, 'POST', '/change_password', { old_password: password, password: 'newpass1', password_confirm: 'newpass1' }, { token });
    expect(res.code).toBe(200);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(200);
    const kicked = await call(t.app, 'GET', '/user/userInfo', undefined, { token: other.data.token, lang: 'zh-CN' });
    expect(kicked).toMatchObject({ code: 2007, msg: '密码已修改，您已在此设备退出登录' });
    expect((await call(t.app, 'POST', '/user/login', { email, password: 'newpass1' }, { ip: '10.4.0.1' })).code).toBe(200);
  });

  it('refuses the same password with 4114 and keeps every session', async () => {
    const { token, email, password } = await registerCustomer(t);
    const other = await call<{ token: string }>(t.app, 'POST', '/user/login', { email, password }, { ip: '10.4.0.2' });
    const res = await call(t.app, 'POST', '/change_password', { old_password: password, password, password_confirm: password }, { token, lang: 'ja' });
    expect(res).toMatchObject({ code: 4114, data: { password: '新しいパスワードは現在のパスワードと異なるものにしてください' } });
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: other.data.token })).code).toBe(200);
  });

  it('refuses a wrong old password with 4108', async () => {
    const { token } = await registerCustomer(t);
    const res = await call(t.app, 'POST', '/change_password', { old_password: 'wrongpass', password: 'newpass1', password_confirm: 'newpass1' }, { token });
    expect(res).toMatchObject({ code: 4108, data: { old_password: 'Incorrect password' } });
  });
});

describe('POST /user/reset_password', () => {
  it('resets with an emailed code and signs every session out', async () => {
    const { token, email } = await registerCustomer(t);
    await passResendWait(t.db, email);
    expect((await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'reset_password' }, { ip: '10.5.0.1' })).code).toBe(200);
    const code = await lastMailedCode(t.db, email);
    const res = await call(t.app, 'POST', '/user/reset_password', { email, code, password: 'reset123', password_confirm: 'reset123' }, { ip: '10.5.0.1' });
    expect(res.code).toBe(200);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(2007);
    expect((await call(t.app, 'POST', '/user/login', { email, password: 'reset123' }, { ip: '10.5.0.1' })).code).toBe(200);
  });
});

describe('POST /user/email_verify', () => {
  it('moves the account to a new verified email without awarding points twice', async () => {
    const { token } = await registerCustomer(t);
    const newEmail = 'moved@example.com';
    expect((await call(t.app, 'POST', '/common/send_email_code', { email: newEmail, scene: 'verify' }, { token, ip: '10.6.0.1' })).code).toBe(200);
    const code = await lastMailedCode(t.db, newEmail);
    const res = await call<{ email: string; points: number }>(t.app, 'POST', '/user/email_verify', { code, email: newEmail }, { token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ email: newEmail, points: 100, email_verified: true });
  });

  it('refuses a change to the current email with 4113 and sends no code', async () => {
    const { token, email } = await registerCustomer(t);
    await passResendWait(t.db, email);
    const before = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email));
    for (const [typed, lang, msg] of [[email, 'en', 'This is already your email address'], [email.toUpperCase(), 'fr', 'Cette adresse e-mail est déjà la vôtre']] as const) {
      const res = await call(t.app, 'POST', '/common/send_email_code', { email: typed, scene: 'verify' }, { token, lang, ip: '10.6.0.2' });
      expect(res, typed).toMatchObject({ code: 4113, data: { email: msg } });
    }
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(before.length);
  });

  it('answers 4109 for an email that is already verified', async () => {
    const { token } = await registerCustomer(t);
    const res = await call(t.app, 'POST', '/user/email_verify', { code: '123456' }, { token });
    expect(res.code).toBe(4109);
  });
});

describe('profile, phone and account deletion', () => {
  it('updates the profile and refuses a taken nickname', async () => {
    await registerCustomer(t, { nickname: 'occupied' });
    const { token } = await registerCustomer(t);
    const ok = await call(t.app, 'POST', '/user/userInfo', { nickname: 'fresh-name', gender: 'female', birthday: '1990-02-03' }, { token });
    expect(ok.data).toMatchObject({ nickname: 'fresh-name', gender: 'female', birthday: '1990-02-03' });
    const taken = await call(t.app, 'POST', '/user/userInfo', { nickname: 'occupied' }, { token });
    expect(taken.code).toBe(4102);
    const badDate = await call(t.app, 'POST', '/user/userInfo', { birthday: '1990-13-40' }, { token });
    expect(badDate).toMatchObject({ code: 4002, data: { birthday: 'Invalid date' } });
  });

  it('answers a profile update with no known field 4001 and writes nothing', async () => {
    const { token, userId } = await registerCustomer(t);
    const [before] = await t.db.select().from(users).where(eq(users.id, userId));
    for (const body of [{}, { nick: 'typo' }]) {
      const res = await call(t.app, 'POST', '/user/userInfo', body, { token });
      expect(res, JSON.stringify(body)).toMatchObject({ code: 4001, data: { nickname: 'Choose something to change' } });
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(after).toEqual(before);
  });

  it('saves a mobile number and refuses a malformed one', async () => {
    const { token } = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/user/phone', { mobile: '+8613800138000' }, { token })).code).toBe(200);
    expect((await call<{ mobile: string }>(t.app, 'GET', '/user/userInfo', undefined, { token })).data.mobile).toBe('+8613800138000');
    expect((await call(t.app, 'POST', '/user/phone', { mobile: 'call me' }, { token })).code).toBe(4002);
  });

  it('takes a number outside the mainland rule when libphonenumber-js finds it valid, in E.164', async () => {
    const { token } = await registerCustomer(t);
    for (const [mobile, stored] of [['+1 (212) 555-0134', '+12125550134'], ['+966 50 123 4567', '+966501234567'], ['13800138000', '13800138000']]) {
      expect((await call(t.app, 'POST', '/user/phone', { mobile }, { token })).code, mobile).toBe(200);
      expect((await call<{ mobile: string }>(t.app, 'GET', '/user/userInfo', undefined, { token })).data.mobile).toBe(stored);
    }
    for (const mobile of ['+1 555', '+966 12', '2125550134', '+99912345678']) {
      const res = await call(t.app, 'POST', '/user/phone', { mobile }, { token });
      expect(res, mobile).toMatchObject({ code: 4002, data: { mobile: 'Invalid mobile number' } });
    }
  });

  it('deletes the account: its token answers 2011 and the email can register again', async () => {
    const { token, email, password, userId } = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/user/delete_account', { password: 'wrongpass' }, { token })).code).toBe(4108);
    expect((await call(t.app, 'POST', '/user/delete_account', { password }, { token })).code).toBe(200);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(2011);
    expect((await call(t.app, 'POST', '/user/login', { email, password }, { ip: '10.7.0.1' })).code).toBe(4101);
    const again = await registerCustomer(t, { email });
    expect(again.userId).not.toBe(userId);
    const info = await call<{ id: number; email: string }>(t.app, 'GET', '/user/userInfo', undefined, { token: again.token });
    expect(info.data).toMatchObject({ id: again.userId, email });
  });
});
