import path from 'node:path';
import { z } from 'zod';

/**
 * Which proxies may name the client in X-Forwarded-For: unset or "0" trusts none (the socket's
 * peer is the client); a hop count ("1": the nearest proxy); or a comma list of addresses,
 * CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal). Never "trust everyone": the
 * leftmost address is whatever the client wrote.
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value): number | string[] => {
    if (!value) return 0;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  })
  .refine((value) => typeof value === 'number' || value.every((entry) => entry !== 'true' && entry !== '*'), {
    message: 'a hop count or a list of proxy addresses',
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Starts every Redis key this server writes, so that deployments sharing one Redis keep apart. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('roamcart:'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Roamcart <no-reply@roamcart.local>'),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  ADMIN_PASSWORD: z.string().optional(),
  /** 64 hex characters; seals authenticator secrets. Unset: DATA_DIR/secret.key. */
  SECRET_KEY: z.string().optional(),
  SEED_INVITE_CODE: z.string().min(1).max(32).default('WELCOME'),
  /** Stripe Checkout: both set to offer channels on the stripe gateway. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Signs the sandbox gateway's callbacks; unset: derived from the secret key. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: trustProxySetting,
  /** Goods of the large benchmark catalogue added at start (`npm run seed:large` adds 20,000); 0 = none. */
  SEED_LARGE_CATALOGUE: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * What answers keyword searches: PostgreSQL's own indexes, or SQLite's full-text index (FTS5) in
   * a file of this server's, built from the goods at start and kept in step with them.
   */
  SEARCH_ENGINE: z.enum(['postgres', 'sqlite']).default('postgres'),
  /** The sqlite search engine's index file; unset: DATA_DIR/search/goods.sqlite. */
  SEARCH_INDEX_FILE: z.string().optional(),
  /**
   * What the sqlite search engine keeps in the server's memory until the next catalogue write, in
   * MiB: 4/9 for searches' goods, 5/9 for the cards its pages show. 0 keeps none: every search is
   * looked up and every card read (the bench's uncached runs). Each MiB kept costs about two of
   * RSS (the heap's room to collect in): at 20,000 goods, two runs at 8 stayed at 193-195 MiB and
   * two at 9 reached 196-200 (over the session's runs at 8: 191-198, one 201 with more page cache).
   */
  SEARCH_KEPT_MIB: z.coerce.number().min(0).max(1024).default(8),
  /** Bearer token Prometheus sends to GET /metrics; unset: no metrics are served. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Per-IP limits per hour; generous enough for a family behind one router. */
  RATE_LOGIN_PER_HOUR: z.coerce.number().int().positive().default(120),
  RATE_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_EMAIL_CODE_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Image uploads per hour, per account and per IP: each one is decoded and re-encoded. */
  RATE_UPLOAD_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Top-ups started per hour, per account and per IP. */
  RATE_RECHARGE_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Withdrawal requests per hour, per account and per IP: each one holds money and checks a password. */
  RATE_WITHDRAWAL_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** argon2id cost; tests lower it to keep the suite fast. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /**
   * PUBLIC_URL was set. Without it, payment pages and their returns use the address each request
   * came to (siteAddress), so a card top-up works on whatever address the shop is opened at.
   */
  publicUrlSet: boolean;
  /** Where the built apps live; absent in API-only tests. */
  storefrontDist?: string;
  adminDist?: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // The default serves a developer's machine; in production it would send gateway callbacks and mail links to localhost.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL?.trim()) {
    throw new Error('Invalid configuration: PUBLIC_URL: required when NODE_ENV=production: the address customers use, e.g. https://shop.example.com');
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), publicUrlSet: Boolean(env.PUBLIC_URL?.trim()), ...overrides };
}
