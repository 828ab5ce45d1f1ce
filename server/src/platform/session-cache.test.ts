import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './tables/users.ts';
import { anotherServer, call, registerCustomer, useTestApp } from '../test/test-app.ts';
import { SessionCache, type SessionState } from './session-cache.ts';
import type { App } from './types.ts';

function stateOf(userId: number, sessionId = userId): SessionState {
  return {
    session: { id: sessionId, userId, expiresAt: new Date(Date.now() + 60_000), revokedAt: null, revokedReason: null },
    user: { id: userId, createdAt: new Date(), status: 'active', deletedAt: null },
  };
}

describe('SessionCache', () => {
  it('keeps a state until its time is up, and the newest entries past its size', () => {
    const cache = new SessionCache(2, 1000);
    cache.set('a', stateOf(1), cache.generation(), 0);
    expect(cache.get('a', 999)?.session.userId).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    for (const [hash, userId] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(hash, stateOf(userId), cache.generation(), 0);
    expect([cache.get('a', 1), cache.get('b', 1)?.session.userId, cache.get('c', 1)?.session.userId]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
  });

  it('forgets every session of one customer, and does not keep a state read while it forgot', () => {
    const cache = new SessionCache(10, 60_000);
    cache.set('phone', stateOf(1, 10), cache.generation());
    cache.set('laptop', stateOf(1, 11), cache.generation());
    cache.set('other', stateOf(2, 20), cache.generation());
    const readBefore = cache.generation();
    cache.forgetUser(1);
    expect([cache.get('phone'), cache.get('laptop'), cache.get('other')?.session.id]).toEqual([undefined, undefined, 20]);
    cache.set('phone', stateOf(1, 10), readBefore);
    expect(cache.get('phone')).toBeUndefined();
    // Read again after the forget, twice over: one entry, forgotten with its customer.
    cache.set('phone', stateOf(1, 10), cache.generation());
    cache.set('phone', stateOf(1, 10), cache.generation());
    expect(cache.size).toBe(2);
    cache.forgetUser(1);
    expect([cache.get('phone'), cache.size]).toEqual([undefined, 1]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('signed-in requests on several servers', () => {
  const t = useTestApp();

  /** The answer's code once it is `code`; other servers hear of a change by notification (the test's timeout bounds the wait). */
  async function codeBecomes(app: App, token: string, code: number): Promise<number> {
    let answer = (await call(app, 'GET', '/user/userInfo', undefined, { token })).code;
    while (answer !== code) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = (await call(app, 'GET', '/user/userInfo', undefined, { token })).code;
    }
    return answer;
  }

  it('remembers a session once used, and every server refuses it after a logout on one of them', async () => {
    const other = await anotherServer(t);
    try {
      const { token } = await registerCustomer(t);
      expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(200);
      expect((await call(other, 'GET', '/user/userInfo', undefined, { token })).code).toBe(200);
      expect(t.app.deps.sessions.size).toBeGreaterThan(0);
      expect((await call(t.app, 'POST', '/user/logout', {}, { token })).code).toBe(200);
      // The server that logged out refuses at once; the other one once the database has told it.
      expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(2001);
      expect(await codeBecomes(other, token, 2001)).toBe(2001);
    } finally {
      await other.close();
    }
  });

  it('refuses a remembered session once the account is disabled by any means, here a statement run by hand', async () => {
    const other = await anotherServer(t);
    try {
      const { token, userId } = await registerCustomer(t);
      expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token })).code).toBe(200);
      expect((await call(other, 'GET', '/user/userInfo', undefined, { token })).code).toBe(200);
      await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, userId));
      expect(await codeBecomes(t.app, token, 2004)).toBe(2004);
      expect(await codeBecomes(other, token, 2004)).toBe(2004);
      await t.db.execute(sql`update users set status = 'active' where id = ${userId}`);
      expect(await codeBecomes(other, token, 200)).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('shows the balance as it is now, not as it was when the session was remembered', async () => {
    const { token, userId } = await registerCustomer(t);
    const before = await call<{ balance: string }>(t.app, 'GET', '/user/userInfo', undefined, { token });
    expect(before.data.balance).toBe('0.00');
    await t.db.update(users).set({ balance: 1234n }).where(eq(users.id, userId));
    const after = await call<{ balance: string }>(t.app, 'GET', '/user/userInfo', undefined, { token });
    expect(after.data.balance).toBe('12.34');
  });
});
