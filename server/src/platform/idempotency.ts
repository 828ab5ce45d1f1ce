import { createHash } from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@roamcart/contracts';
import { idempotencyKeys } from './tables/idempotency.ts';
import { rowsOf, type Db, type DbOrTx, type Tx } from './db.ts';
import { AppError } from './errors.ts';
import type { Job } from './jobs/runner.ts';
import { lockUserRow, userRowLocked } from './locks.ts';

const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/** How long a key is remembered; the purge job drops older ones (Stripe keeps them 24 hours too). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A caller's Idempotency-Key and the fingerprint of the request it came with. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** JSON with object keys sorted, so the same body always gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 of the validated request body in a key order that does not matter. The query is left
 * out: it carries the display language and currency, which may change between two tries.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

/**
 * The request's Idempotency-Key header (8 to 100 letters, digits, `_ . : -`), 4002 when
 * malformed, bound to the fingerprint of the request it came with.
 */
export function idempotencyOf(request: FastifyRequest): IdempotencyClaim | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError(ErrorCode.InvalidParameters, { 'Idempotency-Key': 'validation.invalid' });
  return { key, fingerprint: requestFingerprint(request.body) };
}

/** The update keeping the work's answer (as JSON) with its claimed key, for the repeats. */
function answerKept(scope: string, key: string, answerJson: string | undefined): SQL {
  return sql`update ${idempotencyKeys} set response = ${answerJson ?? null}::jsonb where scope = ${scope} and key = ${key}`;
}

/** Keeps the work's answer with its claimed key, for the repeats. */
async function recordAnswer<T>(tx: Tx, scope: string, key: string, answer: T): Promise<T> {
  await tx.execute(answerKept(scope, key, JSON.stringify(answer)));
  return answer;
}

/** The stored answer to the key's first request; 4012 when that request's body was another. */
async function firstAnswer<T>(tx: Tx, scope: string, { key, fingerprint }: IdempotencyClaim): Promise<T> {
  const [first] = await tx
    .select({ response: idempotencyKeys.response, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  // Keys stored before fingerprints were kept have none; they answer as before.
  if (first?.fingerprint && first.fingerprint !== fingerprint) throw new AppError(ErrorCode.IdempotencyKeyReused);
  return first?.response as T;
}

/**
 * Runs `work` in one transaction, at most once per (scope, key): the key is claimed in the same
 * transaction, so a repeat, even one racing the first, waits for it and gets its stored answer.
 * A repeat whose body differs from the first answers 4012 and runs nothing, as Stripe does.
 * Without a key the work simply runs. The answer must be plain JSON.
 */
export async function runOnce<T>(db: Db, scope: string, claim: IdempotencyClaim | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!claim) return db.transaction(work);
  const { key, fingerprint } = claim;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(idempotencyKeys).values({ scope, key, fingerprint }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return firstAnswer<T>(tx, scope, claim);
    return recordAnswer(tx, scope, key, await work(tx));
  });
}

/** What `runOnceLockingUser` gives its work: the customer's points, read under the lock, and a way to keep its answer. */
export interface LockedRun<T> {
  points: number;
  /**
   * The statement that keeps `answer` with the claimed key (none without a key), for the work to
   * run inside one of its own writes, saving a round trip: when the work then returns the same
   * answer, it is not written again. Otherwise the answer returned is kept as `runOnce` does.
   */
  keepAnswer: (answer: T) => SQL | undefined;
}

/**
 * `runOnce` for work that first locks the customer's row (see `lockUserRow`, whose points it
 * answers): the lock and the key's claim go in one statement, the lock first, so a repeat of
 * the same key queues on the lock as any other request of the customer does, and the work
 * starts a round trip sooner.
 */
export async function runOnceLockingUser<T>(db: Db, userId: number, scope: string, claim: IdempotencyClaim | undefined, work: (tx: Tx, run: LockedRun<T>) => Promise<T>): Promise<T> {
  if (!claim) return db.transaction(async (tx) => work(tx, { ...(await lockUserRow(tx, userId)), keepAnswer: () => undefined }));
  const { key, fingerprint } = claim;
  return db.transaction(async (tx) => {
    const [locked] = await rowsOf<{ points: number; claimed: boolean }>(
      tx,
      sql`
      with locked as (${userRowLocked(userId)}), claimed as (
        insert into ${idempotencyKeys} (scope, key, fingerprint) select ${scope}, ${key}, ${fingerprint} from locked on conflict do nothing returning key
      )
      select points, exists (select 1 from claimed) as claimed from locked`,
    );
    if (!locked) throw new AppError(ErrorCode.UserNotFound);
    if (!locked.claimed) return firstAnswer<T>(tx, scope, claim);
    let kept: string | undefined;
    const answer = await work(tx, {
      points: locked.points,
      keepAnswer: (answer) => answerKept(scope, key, (kept = JSON.stringify(answer))),
    });
    return JSON.stringify(answer) === kept ? answer : recordAnswer(tx, scope, key, answer);
  });
}

/** Forgets keys older than a day; returns how many went. */
export async function purgeIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const purged = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return purged.length;
}

export const purgeIdempotencyKeysJob: Job = {
  name: 'idempotency.purge',
  everyMs: 60 * 60_000,
  run: ({ db, now }) => purgeIdempotencyKeys(db, now),
};
