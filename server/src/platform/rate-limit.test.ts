import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './types.ts';
import { anotherServer, call, createTestApp, type TestApp } from '../test/test-app.ts';

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

// Two servers on one database and one Redis, as behind a load balancer; built in the setup
// (hook timeout), not inside the test, and only when Redis answers.
let first: TestApp | undefined;
let second: App | undefined;
beforeAll(async () => {
  if (!(await redisAnswers())) return;
  first = await createTestApp({ REDIS_URL: redisUrl, RATE_EMAIL_CODE_PER_HOUR: '3' });
  second = await anotherServer(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('rate limits shared through Redis', () => {
  it('counts one IP across two servers when REDIS_URL is set', async (context) => {
    if (!first || !second) {
      // A developer machine may have no Redis; CI has one, so there the test must run.
      if (process.env.CI) throw new Error(`No Redis answered at ${redisUrl}, and CI must run this test`);
      context.skip();
      return;
    }
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const send = (app: App, n: number) => call(app, 'POST', '/common/send_email_code', { email: `shared${n}-${ip}@example.com`, scene: 'register' }, { ip });
    expect((await send(first.app, 1)).code).toBe(200);
    expect((await send(second, 2)).code).toBe(200);
    expect((await send(first.app, 3)).code).toBe(200);
    const refused = await send(second, 4);
    expect(refused).toMatchObject({ code: 4029, msg: 'Too many requests, please try again later' });
  });

  it('keeps deployments with different REDIS_KEY_PREFIX apart, every key under its prefix', async (context) => {
    if (!first) {
      if (process.env.CI) throw new Error(`No Redis answered at ${redisUrl}, and CI must run this test`);
      context.skip();
      return;
    }
    const prefixes = [`test-${randomBytes(4).toString('hex')}:`, `test-${randomBytes(4).toString('hex')}:`];
    const deployments = await Promise.all(prefixes.map((prefix) => anotherServer(first!, { REDIS_KEY_PREFIX: prefix, RATE_EMAIL_CODE_PER_HOUR: 1 })));
    const redis = new Redis(redisUrl);
    try {
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const send = (app: App, n: number) => call(app, 'POST', '/common/send_email_code', { email: `apart${n}-${ip}@example.com`, scene: 'register' }, { ip });
      expect((await send(deployments[0]!, 1)).code).toBe(200);
      expect((await send(deployments[1]!, 2)).code).toBe(200);
      expect((await send(deployments[0]!, 3)).code).toBe(4029);
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}*`);
        expect(keys.length, prefix).toBeGreaterThan(0);
        expect(keys.every((key) => key.startsWith(`${prefix}rl:`) && key.endsWith(ip)), keys.join()).toBe(true);
      }
    } finally {
      redis.disconnect();
      await Promise.all(deployments.map((app) => app.close()));
    }
  });
});
