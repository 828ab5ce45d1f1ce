import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { ADMIN_LOCKOUT_AFTER_FAILURES, ADMIN_LOCKOUT_MINUTES, ErrorCode } from '@roamcart/contracts';
import { signInAttempts } from './tables/sign-in.ts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';

export type SignInScope = 'customer' | 'admin';

export interface LockoutPolicy {
  /** Attempts allowed per window. */
  attempts: number;
  windowMinutes: number;
}

export const SIGN_IN_LOCKOUT: Record<SignInScope, LockoutPolicy> = {
  customer: { attempts: 5, windowMinutes: 15 },
  admin: { attempts: ADMIN_LOCKOUT_AFTER_FAILURES, windowMinutes: ADMIN_LOCKOUT_MINUTES },
};

/** The key of an account name: emails arrive lower-cased, admin usernames match case-insensitively. */
function keyOf(name: string): string {
  return name.toLowerCase();
}

function minutesLeft(windowStartedAt: Date, policy: LockoutPolicy, now: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + policy.windowMinutes * 60_000 - now.getTime()) / 60_000));
}

/**
 * Takes one sign-in attempt for `account` before its password is checked, in one conditional
 * upsert: a new window starts when the last one is over, and the count only grows while it is
 * under the limit. However many requests race, at most `attempts` pass per window; the
 * rest get 4107 with the minutes until the window ends.
 */
export async function takeSignInAttempt(db: DbOrTx, scope: SignInScope, name: string): Promise<void> {
  const policy = SIGN_IN_LOCKOUT[scope];
  const account = keyOf(name);
  const now = new Date();
  const windowOpenedAfter = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const expired = sql`${signInAttempts.windowStartedAt} <= ${windowOpenedAfter}`;
  const taken = await db
    .insert(signInAttempts)
    .values({ scope, account, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [signInAttempts.scope, signInAttempts.account],
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now}::timestamptz else ${signInAttempts.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${signInAttempts.attempts} < ${policy.attempts}`,
    })
    .returning({ attempts: signInAttempts.attempts });
  if (taken.length > 0) return;
  const [row] = await db
    .select({ windowStartedAt: signInAttempts.windowStartedAt })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.scope, scope), eq(signInAttempts.account, account)));
  throw new AppError(ErrorCode.AccountLocked, null, { count: row ? minutesLeft(row.windowStartedAt, policy, now) : policy.windowMinutes });
}

/** A successful sign-in (or a new password) starts the count again. */
export async function clearSignInAttempts(db: DbOrTx, scope: SignInScope, name: string): Promise<void> {
  await db.delete(signInAttempts).where(and(eq(signInAttempts.scope, scope), eq(signInAttempts.account, keyOf(name))));
}

/** Joins an admin to its lockout row (for the admins list). */
export function adminLockoutJoin(username: SQLWrapper) {
  return and(eq(signInAttempts.scope, 'admin'), sql`${signInAttempts.account} = lower(${username})`);
}

/** When the account's window runs out, if it is locked now; null otherwise. */
export function lockedUntil(scope: SignInScope, row: { attempts: number; windowStartedAt: Date } | null, now = new Date()): Date | null {
  const policy = SIGN_IN_LOCKOUT[scope];
  if (!row || row.attempts < policy.attempts) return null;
  const end = new Date(row.windowStartedAt.getTime() + policy.windowMinutes * 60_000);
  return end > now ? end : null;
}
