import { sql, type SQL } from 'drizzle-orm';
import { users } from './tables/users.ts';
import { rowsOf, type DbOrTx } from './db.ts';

/**
 * Locks the user's row until `tx` ends, so checks of "how many does this user have" (addresses,
 * cart lines, unpaid orders) and the insert that follows run one request at a time per user.
 * `no key update`: the key share lock an insert of a row pointing at the user takes (its foreign
 * key check) neither waits for it nor deadlocks with it, as it would with `for update`.
 * Answers the user's points as locked (the latest committed value), sparing checkout a read.
 */
export async function lockUserRow(tx: DbOrTx, userId: number): Promise<{ points: number }> {
  const [row] = await rowsOf<{ points: number }>(tx, userRowLocked(userId));
  return { points: row?.points ?? 0 };
}

/** `lockUserRow`'s statement (answering `points`), for a statement that locks along with other work. */
export function userRowLocked(userId: number): SQL {
  return sql`select ${users.points} as points from ${users} where ${users.id} = ${userId} for no key update`;
}
