import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@roamcart/contracts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

/**
 * Per-IP limits, switched on per route with `config.rateLimit` (see `perHour`). In memory by
 * default; several servers behind a balancer would share a Redis store (REDIS_URL, not yet wired).
 */
export const rateLimitPlugin = fp(
  async (app: App) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(ErrorCode.TooManyRequests),
    });
  },
  { name: 'rate-limit' },
);

export function perHour(max: number) {
  return { rateLimit: { max, timeWindow: 60 * 60 * 1000 } };
}
