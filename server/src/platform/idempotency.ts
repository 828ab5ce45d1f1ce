import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@roamcart/contracts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { Db, Tx } from './db.ts';
import { AppError } from './errors.ts';

const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/** The request's Idempotency-Key header (8 to 100 letters, digits, `_ . : -`), 4002 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw new AppError(ErrorCode.InvalidParameters, { 'Idempotency-Key': 'validation.invalid' });
  return key;
}

/**
 * Runs `work` in one transaction, at most once per (scope, key): the key is claimed in the same
 * transaction, so a repeat, even one racing the first, waits for it and gets its stored answer.
 * Without a key the work simply runs. The answer must be plain JSON.
 */
export async function runOnce<T>(db: Db, scope: string, key: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!key) return db.transaction(work);
  return db.transaction(async (tx) => {
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const claimed = await tx.insert(idempotencyKeys).values({ scope, key }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(where);
      return first?.response as T;
    }
    const result = await work(tx);
    await tx.update(idempotencyKeys).set({ response: result }).where(where);
    return result;
  });
}
