import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode } from '@roamcart/contracts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

/**
 * Per-IP limits, switched on per route with `config.rateLimit` (see `perHour`). Counters live in
 * memory, or in Redis when REDIS_URL is set so that several servers behind a balancer share them.
 */
export const rateLimitPlugin = fp(
  async (app: App) => {
    const url = app.deps.config.REDIS_URL;
    const redis = url ? new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'roamcart-rl:', skipOnError: false } : {}),
      errorResponseBuilder: () => new AppError(ErrorCode.TooManyRequests),
    });
  },
  { name: 'rate-limit' },
);

const HOUR_MS = 60 * 60 * 1000;

/**
 * A preHandler limiting a costly route per account and per client address, both counted on
 * every call (the per-route `config.rateLimit` allows only one key). `accountOf` names the
 * signed-in account, e.g. `user:12`; over either limit the answer is 4029.
 */
export function perAccountAndClient(app: App, name: string, maxPerHour: number, accountOf: (request: FastifyRequest) => string) {
  const byAccount = app.createRateLimit({ max: maxPerHour, timeWindow: HOUR_MS, keyGenerator: (request) => `${name}:${accountOf(request)}` });
  const byClient = app.createRateLimit({ max: maxPerHour, timeWindow: HOUR_MS, keyGenerator: (request) => `${name}:ip:${request.ip}` });
  return async (request: FastifyRequest): Promise<void> => {
    const [account, client] = await Promise.all([byAccount(request), byClient(request)]);
    if (('isExceeded' in account && account.isExceeded) || ('isExceeded' in client && client.isExceeded)) {
      throw new AppError(ErrorCode.TooManyRequests);
    }
  };
}

export function perHour(max: number) {
  return { rateLimit: { max, timeWindow: HOUR_MS } };
}
