import { lt } from 'drizzle-orm';
import { adminSessions } from '../tables/admin.ts';
import { userSessions } from '../tables/users.ts';
import type { DbOrTx } from '../db.ts';
import type { Job } from './runner.ts';

/**
 * Removes storefront and back-office sessions past their expiry. Such a token already answers
 * "signed out" (2001 / 4010); a token revoked by a password change or an account deletion
 * answers 2007 / 2011 until it expires, then 2001 like any old token.
 */
export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<{ userSessions: number; adminSessions: number }> {
  const users = await db.delete(userSessions).where(lt(userSessions.expiresAt, now)).returning({ id: userSessions.id });
  const admins = await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)).returning({ id: adminSessions.id });
  return { userSessions: users.length, adminSessions: admins.length };
}

export const purgeExpiredSessionsJob: Job = {
  name: 'sessions.purge-expired',
  everyMs: 60 * 60_000,
  run: ({ db, now }) => purgeExpiredSessions(db, now),
};
