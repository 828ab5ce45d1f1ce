import type { FastifyBaseLogger } from 'fastify';

/** A dependency (Redis, a payment gateway) failed a call; answered 5003 with HTTP 503 like a lost database connection. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: string,
    cause: unknown,
    /** Its outages are logged where it is followed (Redis's connection events): the answer logs nothing more. */
    readonly outageLogged = false,
  ) {
    super(`${dependency} unavailable`, { cause });
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL shutting down or starting up: admin_shutdown, crash_shutdown, cannot_connect_now. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own words for a connection that was never made or died (these errors carry no code). */
const POOL_FAILURE_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated', 'Client has encountered a connection error', 'Client was closed and is not queryable'];

function isOwnFailure(error: object): boolean {
  if (error instanceof DependencyUnavailable) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && POOL_FAILURE_MESSAGES.some((words) => message.startsWith(words));
}

/**
 * Whether a failure means a dependency is unreachable rather than a bug: the error, or what it
 * wraps (drizzle wraps the driver's error as `cause`; a refused connection to a name with several
 * addresses is an AggregateError of them).
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  if (isOwnFailure(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyFailure(inner, depth + 1))) return true;
  return isDependencyFailure((error as { cause?: unknown }).cause, depth + 1);
}

/** Logs a dependency going down once, not once per failed request, and once more when it is back. */
export class OutageLog {
  private down = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly dependency: string,
  ) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.error({ err: error instanceof Error ? { type: error.name, message: error.message, code: (error as { code?: unknown }).code } : error }, `${this.dependency} unreachable: answering 5003 until it is back`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info(`${this.dependency} reachable again`);
  }
}

/** Rejects when `work` takes longer than `ms`; what a readiness probe waits for a dependency. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
