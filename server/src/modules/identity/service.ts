import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { EMAIL_VERIFY_POINTS, ErrorCode, type EmailCodeScene, type RegisterBody, type UserInfo } from '@roamcart/contracts';
import { agents } from '../../platform/tables/agents.ts';
import { users, userSessions } from '../../platform/tables/users.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { priceFormat } from '../../platform/money.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { clearSignInAttempts, takeSignInAttempt } from '../../platform/sign-in-lockout.ts';
import type { AppDeps, UserRow } from '../../platform/types.ts';
import type { SignedInUser } from '../../platform/types.ts';
import { createSession } from '../../platform/user-auth.ts';
import { postLedgerEntry } from '../wallet/index.ts';
import { consumeEmailCode, issueEmailCode } from './email-codes.ts';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export async function toUserInfo(deps: AppDeps, request: FastifyRequest, user: UserRow): Promise<UserInfo> {
  const currency = (await deps.ref.findCurrency(user.currency)) ?? (await deps.ref.baseCurrency());
  return {
    id: user.id,
    email: user.email ?? '',
    nickname: user.nickname ?? '',
    avatar: user.avatar,
    gender: user.gender as UserInfo['gender'],
    birthday: user.birthday,
    mobile: user.mobile,
    points: user.points,
    balance: (await priceFormat(deps.ref, request)).out(user.balance),
    currency_info: { code: currency.code, symbol: currency.symbol, digits: currency.digits },
    lang: user.lang,
    email_verified: user.emailVerifiedAt !== null,
    invite_code: user.inviteCode,
  };
}

async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function assertNicknameFree(db: DbOrTx, nickname: string, exceptUserId?: number): Promise<void> {
  const condition = exceptUserId ? and(eq(users.nickname, nickname), ne(users.id, exceptUserId)) : eq(users.nickname, nickname);
  const [taken] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  if (taken) throw AppError.field('nickname', 'error.4102', ErrorCode.NicknameTaken);
}

/** An agent's code, or a customer's own code (the customer's agent then applies). */
async function resolveInvitation(db: DbOrTx, code: string): Promise<{ agentId: number | null; invitedByUserId: number | null }> {
  const normalized = code.trim().toUpperCase();
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(sql`upper(${agents.inviteCode}) = ${normalized}`, eq(agents.status, 'active')))
    .limit(1);
  if (agent) return { agentId: agent.id, invitedByUserId: null };
  const [inviter] = await db
    .select({ id: users.id, agentId: users.agentId })
    .from(users)
    .where(and(eq(users.inviteCode, normalized), isNull(users.deletedAt)))
    .limit(1);
  if (inviter) return { agentId: inviter.agentId, invitedByUserId: inviter.id };
  throw AppError.field('invite_code', 'error.4105', ErrorCode.WrongInviteCode);
}

/** A nickname from the email's local part, made unique with a short suffix. */
async function generateNickname(db: DbOrTx, email: string): Promise<string> {
  const stem = (email.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || 'user';
  for (;;) {
    const candidate = `${stem}_${randomInt(1000, 10000)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.nickname, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

export async function sendEmailCode(
  deps: AppDeps,
  input: { email: string; scene: EmailCodeScene; lang: string; userId?: number },
  log?: FastifyBaseLogger,
): Promise<void> {
  const owner = await findUserByEmail(deps.db, input.email);
  if (input.scene === 'register' && owner) throw AppError.field('email', 'error.4103', ErrorCode.EmailRegistered);
  if (input.scene === 'verify' && owner && owner.id !== input.userId) {
    throw AppError.field('email', 'error.4103', ErrorCode.EmailRegistered);
  }
  // Only an unverified address is worth a code to itself; a verified one would be a change to the same email.
  if (input.scene === 'verify' && owner && owner.id === input.userId && owner.emailVerifiedAt) {
    throw AppError.field('email', 'error.4113', ErrorCode.EmailUnchanged);
  }
  // A reset for an unknown address answers like a real one: whether an email is registered is not told here.
  if (input.scene === 'reset_password' && !owner) return;
  await issueEmailCode(deps, input.email, input.scene, input.lang, log);
}

/** `lang` and `currency` are the visitor's current choices, kept on the new account. */
export async function register(
  deps: AppDeps,
  input: RegisterBody,
  choices: { lang: string; currency: string },
): Promise<{ token: string; user: UserRow }> {
  const invitation = await resolveInvitation(deps.db, input.invite_code);
  if (await findUserByEmail(deps.db, input.email)) throw AppError.field('email', 'error.4103', ErrorCode.EmailRegistered);
  if (input.nickname) await assertNicknameFree(deps.db, input.nickname);
  await consumeEmailCode(deps.db, input.email, 'register', input.code);

  const passwordHash = await hashPassword(deps.config, input.password);
  const user = await deps.db.transaction(async (tx) => {
    const nickname = input.nickname ?? (await generateNickname(tx, input.email));
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        nickname,
        passwordHash,
        inviteCode: newInviteCode(),
        agentId: invitation.agentId,
        invitedByUserId: invitation.invitedByUserId,
        currency: choices.currency,
        lang: choices.lang,
        // The emailed code proves the address, so registering verifies it.
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!created) throw new AppError(ErrorCode.OperationFailed);
    await rewardEmailVerification(tx, created.id);
    await deps.events.publish('userRegistered', { tx, userId: created.id });
    return created;
  });
  const token = await createSession(deps.db, user.id);
  return { token, user: (await findUserById(deps.db, user.id)) ?? user };
}

/** +100 points, once per account whatever happens later. */
async function rewardEmailVerification(tx: DbOrTx, userId: number): Promise<void> {
  const claimed = await tx
    .update(users)
    .set({ emailVerifyRewarded: 1 })
    .where(and(eq(users.id, userId), eq(users.emailVerifyRewarded, 0)))
    .returning({ id: users.id });
  if (claimed.length === 0) return;
  await postLedgerEntry(tx, { userId, account: 'points', amount: EMAIL_VERIFY_POINTS, type: 'email_verified', remark: { key: 'system.ledger.email_verified' } });
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The signed-in customer's account as it is now (a request carries only who it is): 2003 when the row is gone. */
export async function accountOf(db: DbOrTx, user: SignedInUser): Promise<UserRow> {
  const account = await findUserById(db, user.id);
  if (!account) throw new AppError(ErrorCode.UserNotFound);
  return account;
}

/**
 * Takes a lockout attempt for the email before any password is checked (at most 5 per 15
 * minutes, however many requests race), then verifies it. An unknown or deleted account costs
 * one check against a dummy hash and counts alike, so neither the answer nor its timing tells
 * which emails are registered.
 */
export async function login(deps: AppDeps, email: string, password: string): Promise<{ token: string; user: UserRow }> {
  await takeSignInAttempt(deps.db, 'customer', email);
  const user = await findUserByEmail(deps.db, email);
  const verified = user && !user.deletedAt ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(deps.config, password);
  if (!user || !verified) throw new AppError(ErrorCode.IncorrectCredentials);
  if (user.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  await clearSignInAttempts(deps.db, 'customer', email);
  return { token: await createSession(deps.db, user.id), user };
}

export async function logout(deps: AppDeps, user: SignedInUser, sessionId: number): Promise<void> {
  await deps.db
    .update(userSessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
  // Every server hears of it (the database notifies); this one forgets before answering.
  deps.sessions.forgetUser(user.id);
}

export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  input: { nickname?: string; gender?: string; birthday?: string | null; avatar?: string | null },
): Promise<UserRow> {
  if (input.nickname && input.nickname !== user.nickname) await assertNicknameFree(deps.db, input.nickname, user.id);
  const [updated] = await deps.db
    .update(users)
    .set({
      ...(input.nickname !== undefined && { nickname: input.nickname }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.birthday !== undefined && { birthday: input.birthday }),
      ...(input.avatar !== undefined && { avatar: input.avatar }),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError(ErrorCode.UserNotFound);
  return updated;
}

/** Ends every other session of the user with `reason`, so those clients get 2007 or 2011. */
async function revokeSessions(db: DbOrTx, userId: number, reason: string, keepSessionId?: number): Promise<void> {
  const scope = keepSessionId
    ? and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), ne(userSessions.id, keepSessionId))
    : and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt));
  await db.update(userSessions).set({ revokedAt: new Date(), revokedReason: reason }).where(scope);
}

export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  sessionId: number,
  input: { old_password: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw AppError.field('old_password', 'error.4108', ErrorCode.IncorrectPassword);
  }
  if (input.password === input.old_password) throw AppError.field('password', 'error.4114', ErrorCode.PasswordUnchanged);
  const passwordHash = await hashPassword(deps.config, input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, 'password_changed', sessionId);
  });
  deps.sessions.forgetUser(user.id);
}

export async function resetPassword(deps: AppDeps, input: { email: string; code: string; password: string }): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw AppError.field('code', 'error.4106', ErrorCode.WrongVerificationCode);
  await consumeEmailCode(deps.db, input.email, 'reset_password', input.code);
  const passwordHash = await hashPassword(deps.config, input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await clearSignInAttempts(tx, 'customer', input.email);
    await revokeSessions(tx, user.id, 'password_changed');
  });
  deps.sessions.forgetUser(user.id);
}

/**
 * Verifies the current email, or moves the account to `email` when given: either way the code
 * must have been sent to that address with scene `verify`. The first verification earns points.
 */
export async function verifyEmail(deps: AppDeps, user: UserRow, input: { code: string; email?: string }): Promise<UserRow> {
  const email = input.email ?? user.email;
  if (!email) throw new AppError(ErrorCode.UserNotFound);
  if (email === user.email && user.emailVerifiedAt) throw new AppError(ErrorCode.EmailAlreadyVerified);
  if (email !== user.email && (await findUserByEmail(deps.db, email))) {
    throw AppError.field('email', 'error.4103', ErrorCode.EmailRegistered);
  }
  await consumeEmailCode(deps.db, email, 'verify', input.code);
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await rewardEmailVerification(tx, user.id);
    const updated = await findUserById(tx, user.id);
    if (!updated) throw new AppError(ErrorCode.UserNotFound);
    return updated;
  });
}

export async function setMobile(deps: AppDeps, user: UserRow, mobile: string): Promise<void> {
  await deps.db.update(users).set({ mobile }).where(eq(users.id, user.id));
}

/**
 * Deletes the account: personal data goes, the email and nickname are released, and every
 * session answers 2011 from now on. Modules holding the customer's rows (addresses, hobbies)
 * remove them on `userDeleted`, in the same transaction. Ledgers stay for the books.
 */
export async function deleteAccount(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw AppError.field('password', 'error.4108', ErrorCode.IncorrectPassword);
  }
  await deps.db.transaction(async (tx) => {
    await deps.events.publish('userDeleted', { tx, userId: user.id });
    await tx
      .update(users)
      .set({ email: null, nickname: null, avatar: null, mobile: null, birthday: null, deletedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, 'account_deleted');
  });
  deps.sessions.forgetUser(user.id);
}

export async function setUserLanguage(deps: AppDeps, userId: number, lang: string): Promise<void> {
  await deps.db.update(users).set({ lang }).where(eq(users.id, userId));
}

export async function setUserCurrency(deps: AppDeps, userId: number, code: string): Promise<void> {
  await deps.db.update(users).set({ currency: code }).where(eq(users.id, userId));
}
