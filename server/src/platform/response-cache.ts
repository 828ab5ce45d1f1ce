import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from './db.ts';
import { KeptByBytes } from './kept-by-bytes.ts';
import type { ReferenceData } from './reference-data.ts';

/** The notification channel on which a server tells every server on the database to drop a region. */
export const RESPONSE_CACHE_CHANNEL = 'roamcart_response_cache';

interface Entry {
  region: string;
  body: Buffer;
  bytes: number;
  expiresAt: number;
}

/**
 * Rendered answers (the JSON text sent) of read-mostly public routes, so a repeated call skips
 * validation, the handler, its queries and the encoding. Entries belong to a region (e.g. the
 * catalogue) that its writers drop as a whole; the least recently used go first once the total
 * passes `maxBytes`, and every entry expires after `ttlMs`, which bounds what a server that
 * missed a notification (see `dropCachedAnswers`) keeps showing.
 */
export class ResponseCache {
  private readonly entries: KeptByBytes<string, Entry>;
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    /** Counts each lookup (the server's metrics). */
    private readonly lookups?: { hit(): void; miss(): void },
  ) {
    this.entries = new KeptByBytes(maxBytes, (_key, entry) => entry.bytes);
  }

  get size(): { entries: number; bytes: number } {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= Date.now()) {
      if (entry) this.entries.take(key);
      this.lookups?.miss();
      return undefined;
    }
    this.lookups?.hit();
    return entry.body;
  }

  /** Read before building an answer; `set` ignores the answer when the region was dropped since. */
  generation(region: string): number {
    return this.generations.get(region) ?? 0;
  }

  set(region: string, key: string, body: Buffer, generation: number): void {
    if (generation !== this.generation(region)) return;
    const bytes = body.length + key.length * 2;
    // One huge answer is not worth pushing out many small ones.
    if (bytes > this.maxBytes / 64) return;
    this.entries.put(key, { region, body, bytes, expiresAt: Date.now() + this.ttlMs });
  }

  /** Drops the region's answers here; answers being built now are not kept either. */
  invalidate(region: string): void {
    this.generations.set(region, this.generation(region) + 1);
    this.entries.dropWhere((entry) => entry.region === region);
  }

  /** Drops everything, e.g. when languages, texts or currencies change. */
  clear(): void {
    for (const region of new Set([...this.generations.keys(), ...[...this.entries.values()].map((entry) => entry.region)])) this.invalidate(region);
  }
}

/**
 * Tells every server on the database (this one included) to drop `region`'s cached answers,
 * once `db`'s transaction commits (PostgreSQL delivers notifications on commit, none on rollback).
 * A write that must be seen at once by its own caller also calls `ResponseCache.invalidate`.
 */
export async function dropCachedAnswers(db: DbOrTx, region: string): Promise<void> {
  await db.execute(sql`select ${cachedAnswersDropped(region)}`);
}

/**
 * Drops regions' cached answers here at once and in the other servers on the database soon after,
 * with one notification per region per `intervalMs`: for writes made too often to notify from
 * inside their own transaction. PostgreSQL lets the transactions that notify commit one at a
 * time, each holding a lock until its commit is on disk, so a notifying order create made every
 * other one wait for its flush. Call `drop` once the write has committed; the other servers
 * show the old answers for at most `intervalMs` more.
 */
export class DeferredAnswerDrops {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly responses: ResponseCache,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  drop(region: string): void {
    this.responses.invalidate(region);
    if (this.pending.has(region)) return;
    this.pending.set(
      region,
      setTimeout(() => void this.notify(region), this.intervalMs).unref(),
    );
  }

  /** Sends the notifications still waiting (the server is closing). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((region) => this.notify(region)));
  }

  private async notify(region: string): Promise<void> {
    clearTimeout(this.pending.get(region));
    this.pending.delete(region);
    try {
      await dropCachedAnswers(this.db, region);
    } catch (error) {
      this.onError(error);
    }
  }
}

/** `dropCachedAnswers` as an expression, for a statement that does it along with its own writes. */
export function cachedAnswersDropped(region: string): SQL {
  return sql`pg_notify(${RESPONSE_CACHE_CHANNEL}, ${region})`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What an answer is rendered for: the caller's language (and the default one it falls back to) and currency with its rate. */
async function renderedFor(ref: ReferenceData, request: FastifyRequest): Promise<string> {
  const base = await ref.baseCurrency();
  return `${request.lang}|${await ref.defaultLanguage()}|${request.currency.code}:${request.currency.rate}|${base.code}`;
}

/**
 * The shared part of a personal answer (e.g. a goods page before the caller's favourite is
 * added), kept as JSON under `name` in `region` for the caller's language and currency: built by
 * `build` once, read back until the region is dropped. `build` must not read the caller.
 */
export async function rememberShared<T>(cache: ResponseCache, ref: ReferenceData, region: string, request: FastifyRequest, name: string, build: () => Promise<T>): Promise<T> {
  const key = `${region}|${await renderedFor(ref, request)}|${name}`;
  const hit = cache.get(key);
  if (hit) return JSON.parse(hit.toString('utf8')) as T;
  const generation = cache.generation(region);
  const value = await build();
  cache.set(region, key, Buffer.from(JSON.stringify(value)), generation);
  return value;
}

/**
 * An onRequest hook serving a route's answers from the cache, keyed by the region, the path
 * with its query, and what the answer is rendered for: the caller's language (and the default
 * one it falls back to) and currency with its rate. On a miss the answer is serialized as usual
 * (`serialize`: the route's own serializer) and kept when it is a success; refusals use another
 * serializer and are never kept. `personal(request)`: the answer depends on the caller, bypass.
 */
export function serveCachedAnswers(
  cache: ResponseCache,
  ref: ReferenceData,
  region: string,
  serialize: (payload: unknown) => string,
  personal: (request: FastifyRequest) => boolean,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (personal(request)) return undefined;
    const key = `${region}|${await renderedFor(ref, request)}|${request.url}`;
    const hit = cache.get(key);
    if (hit) return reply.type(JSON_TYPE).send(hit);
    const generation = cache.generation(region);
    reply.serializer((payload: unknown) => {
      const text = serialize(payload);
      cache.set(region, key, Buffer.from(text), generation);
      return text;
    });
    return undefined;
  };
}
