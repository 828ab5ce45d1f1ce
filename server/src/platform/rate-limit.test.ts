import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('rate limits shared through Redis', () => {
  it('counts one IP across two servers when REDIS_URL is set', async (context) => {
    if (!(await redisAnswers())) {
      // A developer machine may have no Redis; CI has one, so there the test must run.
      if (process.env.CI) throw new Error(`No Redis answered at ${redisUrl}, and CI must run this test`);
      context.skip();
    }
    const env = { REDIS_URL: redisUrl, RATE_EMAIL_CODE_PER_HOUR: '3' };
    const first = await createTestApp(env);
    apps.push(first);
    const second = await createTestApp(env);
    apps.push(second);
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const send = (t: TestApp, n: number) =>
      call(t.app, 'POST', '/common/send_email_code', { email: `shared${n}-${ip}@example.com`, scene: 'register' }, { ip });
    expect((await send(first, 1)).code).toBe(200);
    expect((await send(second, 2)).code).toBe(200);
    expect((await send(first, 3)).code).toBe(200);
    expect((await send(second, 4)).code).toBe(4029);
  });
});
