import type { TravelOrderKind } from '@roamcart/contracts';
import type { Db, DbOrTx, Tx } from './db.ts';

/** What happened, told once it is certain (after its transaction committed): money moved (the metrics count it), a travel order confirmed on payment (its documents are mailed). */
export type CommittedEvent =
  | { kind: 'payment_settled'; biz: string; method: 'wallet' | 'channel' }
  | { kind: 'refund'; biz: string }
  | { kind: 'travel_confirmed'; travelKind: TravelOrderKind; userId: number; orderNo: string };

export type CommitListener = (event: CommittedEvent) => void;

/**
 * drizzle gives a top-level transaction a session of its own (a pooled client, or PGlite's
 * transaction client) and the database keeps one: the session says which transaction, if any, a
 * handle belongs to. (Savepoints share their transaction's session; none are used.)
 */
const sessionOf = (db: DbOrTx): object => (db as unknown as { session: object }).session;

/** Events written in an open transaction, by its session, waiting for the commit. */
const pending = new WeakMap<object, CommittedEvent[]>();
/** Who follows a database's commits, by the database's own session. */
const listeners = new WeakMap<object, Set<CommitListener>>();

/**
 * Makes `db` tell `listener` of the events its transactions publish, once each commits (a rolled
 * back transaction tells nothing). Returns the function that stops telling it.
 */
export function followCommits(db: Db, listener: CommitListener): () => void {
  const key = sessionOf(db);
  let following = listeners.get(key);
  if (!following) {
    following = new Set();
    listeners.set(key, following);
    const told = following;
    const transaction = db.transaction.bind(db);
    db.transaction = async <T>(work: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> => {
      const events: CommittedEvent[] = [];
      const result = await transaction(async (tx) => {
        pending.set(sessionOf(tx), events);
        return work(tx as Tx);
      }, config);
      for (const event of events) for (const tell of told) tell(event);
      return result;
    };
  }
  following.add(listener);
  const stopped = following;
  return () => void stopped.delete(listener);
}

/** Publishes `event` when the transaction of `db` commits; at once when `db` is no transaction (its write has committed). */
export function publishOnCommit(db: DbOrTx, event: CommittedEvent): void {
  const key = sessionOf(db);
  const waiting = pending.get(key);
  if (waiting) {
    waiting.push(event);
    return;
  }
  for (const tell of listeners.get(key) ?? []) tell(event);
}
