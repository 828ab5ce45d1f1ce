import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../../platform/tables/admin.ts';
import { idempotencyKeys } from '../../platform/tables/idempotency.ts';
import { userSessions } from '../../platform/tables/users.ts';
import { emailCodes } from './tables.ts';
import { purgeExpiredEmailCodesJob } from './jobs.ts';
import { signedInAdmin } from '../../test/admin-client.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import { purgeIdempotencyKeysJob } from '../../platform/idempotency.ts';
import { purgeExpiredSessionsJob } from '../../platform/jobs/expired-sessions.ts';
import type { Job } from '../../platform/jobs/runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60_000;

const runAt = (job: Job, at: Date) => runJobAt(t, job, at);

describe('the purge jobs', () => {
  it('forget Idempotency-Keys once they are more than 24 hours old', async () => {
    const created = new Date();
    await t.db.insert(idempotencyKeys).values([
      { scope: 'admin:1:users/adjust', key: 'old-refund-1', fingerprint: 'a'.repeat(64), createdAt: new Date(created.getTime() - 2 * HOUR) },
      { scope: 'admin:1:users/adjust', key: 'new-refund-1', fingerprint: 'b'.repeat(64), createdAt: created },
    ]);
    await runAt(purgeIdempotencyKeysJob, new Date(created.getTime() + 22 * HOUR));
    expect((await t.db.select().from(idempotencyKeys)).map((k) => k.key).sort()).toEqual(['new-refund-1', 'old-refund-1']);
    await runAt(purgeIdempotencyKeysJob, new Date(created.getTime() + 22 * HOUR + 1));
    expect((await t.db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['new-refund-1']);
  });

  it('remove storefront and back-office sessions once expired, and only those', async () => {
    const customer = await registerCustomer(t);
    const admin = await signedInAdmin(t, 'super');
    await t.db.update(userSessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(userSessions.userId, customer.userId));
    const other = await registerCustomer(t);
    await runAt(purgeExpiredSessionsJob, new Date());
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, customer.userId))).toEqual([]);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: customer.token })).code).toBe(2001);
    expect((await call(t.app, 'GET', '/user/userInfo', undefined, { token: other.token })).code).toBe(200);
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.adminId))).toHaveLength(1);
    await runAt(purgeExpiredSessionsJob, new Date(Date.now() + 31 * 24 * HOUR));
    expect(await t.db.select().from(userSessions)).toEqual([]);
    expect(await t.db.select().from(adminSessions)).toEqual([]);
  });

  it('remove email codes past their expiry, keeping live ones', async () => {
    const email = 'purge-codes@example.com';
    await call(t.app, 'POST', '/common/send_email_code', { email, scene: 'register' }, { ip: '10.90.0.1' });
    const [code] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    if (!code) throw new Error('no code issued');
    await runAt(purgeExpiredEmailCodesJob, new Date(code.expiresAt.getTime() - 1000));
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toHaveLength(1);
    await runAt(purgeExpiredEmailCodesJob, new Date(code.expiresAt.getTime() + 1000));
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.email, email))).toEqual([]);
  });
});
