import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDeclaration } from '@roamcart/contracts';
import type { users } from './tables/users.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db.ts';
import type { Events } from './events.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Mailer } from './mail.ts';
import type { Readiness } from './readiness.ts';
import type { AppMetrics } from './metrics.ts';
import type { CurrencyRow, ReferenceData } from './reference-data.ts';
import type { DeferredAnswerDrops, ResponseCache } from './response-cache.ts';
import type { SecretBox } from './secret-box.ts';
import type { SessionCache } from './session-cache.ts';
import type { Storage } from './storage.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Who a signed-in request is: the id, and when the account was opened (which never changes).
 * The session check may answer from memory, so what else of the account a route shows or checks
 * (balance, password) it reads itself (identity's `accountOf`).
 */
export interface SignedInUser {
  id: number;
  createdAt: Date;
}

/** What services need from the platform; decorated on the app as `deps`. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  ref: ReferenceData;
  mail: Mailer;
  storage: Storage;
  secrets: SecretBox;
  /** Changes one module publishes and others follow (see events.ts). */
  events: Events;
  /** Rendered answers of read-mostly routes (registerRoute's `cache`), dropped by region on writes. */
  responses: ResponseCache;
  /** Drops of cached answers after frequent writes commit: here at once, in the other servers batched. */
  answerDrops: DeferredAnswerDrops;
  /** Signed-in customers' session states, forgotten when a session or the account's access changes. */
  sessions: SessionCache;
  /** Prometheus metrics: what the platform times and counts, and the business events modules count. */
  metrics: AppMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Periodic jobs shared with the other servers on the database; `app.jobs.register(job)` adds one. */
    jobs: JobRunner;
    /** The dependencies `GET /readyz` checks; a plugin using one more adds it. */
    readiness: Readiness;
  }
  interface FastifyRequest {
    /** Resolved from the `lang` query parameter, or the default language. */
    lang: string;
    /** Resolved from the `currency` query parameter, or the base currency. */
    currency: CurrencyRow;
    /** Set by the storefront auth hook. */
    user: SignedInUser;
  }
  interface FastifyContextConfig {
    /** false: the handler's return value is sent as it is, not wrapped in the envelope. */
    envelope?: boolean;
    /** The contracts declaration the route was registered from (platform/routes.ts). */
    declaration?: RouteDeclaration;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
