import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ErrorCode } from '@roamcart/contracts';
import { DependencyUnavailable, OutageLog } from './dependencies.ts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

// The plugin's own Redis store (its Lua counters), which it only uses when given `redis` itself.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

/**
 * Counters in Redis that fail closed: a Redis that does not answer refuses the limited call with
 * 5003 (HTTP 503) rather than letting it through uncounted or answering 5000.
 */
class FailClosedStore implements FastifyRateLimitStore {
  constructor(private readonly counters: FastifyRateLimitStore) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.counters.incr(key, (error, result) => (error ? callback(new DependencyUnavailable('Redis', error, true)) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FailClosedStore(this.counters.child(routeOptions));
  }
}

/** The plugin's store option: a class it instantiates with its options (none of which change counting here). */
function sharedCounters(redis: Redis) {
  return class SharedCounters extends FailClosedStore {
    constructor() {
      super(new RedisStore(false, false, redis, 'rl:'));
    }
  };
}

/**
 * Within a second either way: a call refused at once while disconnected (no offline queue), a
 * connected Redis that stops answering given half a second, and a reconnect tried every second
 * at most so that the limited routes come back soon after Redis does.
 */
function connectRedis(url: string, keyPrefix: string, outage: OutageLog): Redis {
  const redis = new Redis(url, {
    // ioredis puts it before every key, those of Lua scripts included: REDIS_KEY_PREFIX covers every key written.
    keyPrefix,
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  redis.on('error', (error) => outage.failed(error));
  redis.on('ready', () => outage.recovered());
  return redis;
}

/**
 * Per-IP limits, switched on per route with `config.rateLimit` (see `perHour`). Counters live in
 * memory, or in Redis when REDIS_URL is set so that several servers behind a balancer share them.
 */
export const rateLimitPlugin = fp(
  async (app: App) => {
    const { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix } = app.deps.config;
    const redis = url ? connectRedis(url, keyPrefix, new OutageLog(app.log, 'Redis')) : undefined;
    if (redis) {
      // A Redis down at start is logged and retried: the server starts, refusing only the limited routes.
      await redis.connect().catch(() => undefined);
      app.readiness.add('redis', () => redis.ping());
      app.addHook('onClose', async () => redis.disconnect());
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: sharedCounters(redis), skipOnError: false } : {}),
      errorResponseBuilder: () => new AppError(ErrorCode.TooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['readiness'] },
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
