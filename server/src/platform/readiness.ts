import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { within } from './dependencies.ts';

/** Liveness and readiness: answered without resolving the request's language and currency, which reads the database. */
export const PROBE_URLS = ['/healthz', '/readyz'];

/** How long the probe waits for each dependency; a balancer's probe usually gives up after a few seconds. */
const PROBE_TIMEOUT_MS = 1000;

/** What the server needs answering to serve: the database, and whatever plugins add (Redis when configured). */
export class Readiness {
  private readonly checks = new Map<string, () => Promise<unknown>>();

  add(name: string, check: () => Promise<unknown>): void {
    this.checks.set(name, check);
  }

  /** The names of the dependencies that failed or did not answer within `timeoutMs`, checked in parallel. */
  async down(timeoutMs: number): Promise<string[]> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        try {
          await within(timeoutMs, check());
          return null;
        } catch {
          return name;
        }
      }),
    );
    return results.filter((name) => name !== null);
  }
}

/**
 * `GET /readyz`: 200 `{status: 'ok'}` when every dependency answers, else 503
 * `{status: 'unavailable', down: [...]}` so a balancer stops sending traffic here meanwhile.
 * `/healthz` stays the liveness check: the process answers.
 */
export const readinessPlugin = fp(
  // The instance as Fastify types it (types.ts declares `readiness` from this file).
  async (app: FastifyInstance) => {
    const readiness = new Readiness();
    readiness.add('database', () => app.deps.db.execute(sql`select 1`));
    app.decorate('readiness', readiness);
    app.get('/readyz', { config: { envelope: false } }, async (_request, reply) => {
      const down = await readiness.down(PROBE_TIMEOUT_MS);
      if (down.length > 0) return reply.code(503).send({ status: 'unavailable', down });
      return { status: 'ok' };
    });
  },
  { name: 'readiness' },
);
