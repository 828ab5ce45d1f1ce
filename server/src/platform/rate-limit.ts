import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
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

export function perHour(max: number) {
  return { rateLimit: { max, timeWindow: 60 * 60 * 1000 } };
}
