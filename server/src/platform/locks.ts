import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { DbOrTx } from './db.ts';

/**
 * Locks the user's row until `tx` ends, so checks of "how many does this user have" (addresses,
 * cart lines, unpaid orders) and the insert that follows run one request at a time per user.
 * `no key update`: the key share lock an insert of a row pointing at the user takes (its foreign
 * key check) neither waits for it nor deadlocks with it, as it would with `for update`.
 */
export async function lockUserRow(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for no key update`);
}
