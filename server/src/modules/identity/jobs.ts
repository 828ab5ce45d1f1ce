import { lt } from 'drizzle-orm';
import { emailCodes } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';

/** Removes email codes past their expiry: they can no longer be used, and the resend wait only looks at the last minute. */
export async function purgeExpiredEmailCodes(db: DbOrTx, now: Date): Promise<number> {
  const purged = await db.delete(emailCodes).where(lt(emailCodes.expiresAt, now)).returning({ id: emailCodes.id });
  return purged.length;
}

export const purgeExpiredEmailCodesJob: Job = {
  name: 'identity.purge-expired-email-codes',
  everyMs: 60 * 60_000,
  run: ({ db, now }) => purgeExpiredEmailCodes(db, now),
};
