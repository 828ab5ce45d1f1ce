import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { DbOrTx } from './db.ts';

/**
 * Locks the user's row until `tx` ends, so checks of "how many does this user have" (addresses,
 * cart lines, unpaid orders) and the insert that follows run one request at a time per user.
 */
export async function lockUserRow(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}
