import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@roamcart/contracts';
import { users, userSessions } from './tables/users.ts';
import type { Db } from './db.ts';
import { preparedOnce } from './prepared-statement.ts';
import { AppError } from './errors.ts';
import { randomToken, sha256 } from './tokens.ts';
import type { SessionState } from './session-cache.ts';
import type { App, AppDeps, SignedInUser } from './types.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A storefront token is `<user id>.<secret>`; only the secret's hash is stored. The id lets us
 * tell a valid secret presented for another user (2002) from an unknown one (2001).
 */
export async function createSession(db: Db, userId: number): Promise<string> {
  const secret = randomToken();
  await db.insert(userSessions).values({
    userId,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `${userId}.${secret}`;
}

export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : null;
}

/**
 * The session codes of DESIGN.md §4/§6, each in exactly one place:
 * 2001 no, unknown, expired or logged-out token · 2002 token of a different user ·
 * 2003 the user row is gone · 2004 disabled · 2007 revoked by a password change ·
 * 2011 account deleted.
 */
const sessionByHash = preparedOnce((db) =>
  db
    .select({
      session: { id: userSessions.id, userId: userSessions.userId, expiresAt: userSessions.expiresAt, revokedAt: userSessions.revokedAt, revokedReason: userSessions.revokedReason },
      user: { id: users.id, createdAt: users.createdAt, status: users.status, deletedAt: users.deletedAt },
    })
    .from(userSessions)
    .leftJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_by_hash'),
);

async function sessionState(deps: Pick<AppDeps, 'db' | 'sessions'>, tokenHash: string): Promise<SessionState | undefined> {
  const cached = deps.sessions.get(tokenHash);
  if (cached) return cached;
  const generation = deps.sessions.generation();
  const [row] = await sessionByHash(deps.db).execute({ hash: tokenHash });
  if (row) deps.sessions.set(tokenHash, row, generation);
  return row;
}

export async function authenticate(deps: Pick<AppDeps, 'db' | 'sessions'>, token: string | null): Promise<{ user: SignedInUser; sessionId: number }> {
  const [claimedId, secret] = token?.split('.', 2) ?? [];
  if (!claimedId || !secret) throw new AppError(ErrorCode.TokenExpired);
  const state = await sessionState(deps, sha256(secret));
  if (!state) throw new AppError(ErrorCode.TokenExpired);
  const { session, user } = state;
  if (Number(claimedId) !== session.userId) throw new AppError(ErrorCode.TokenMismatch);
  if (session.revokedReason === 'password_changed') throw new AppError(ErrorCode.SignedOutElsewhere);
  if (session.revokedReason === 'account_deleted') throw new AppError(ErrorCode.AccountDeleted);
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.TokenExpired);
  if (!user) throw new AppError(ErrorCode.UserNotFound);
  if (user.deletedAt) throw new AppError(ErrorCode.AccountDeleted);
  if (user.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  return { user: { id: user.id, createdAt: user.createdAt }, sessionId: session.id };
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: number;
  }
  interface FastifyInstance {
    /** preHandler for storefront routes that need a signed-in customer. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const userAuthPlugin = fp(
  async (app: App) => {
    app.decorateRequest('sessionId', 0);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const { user, sessionId } = await authenticate(app.deps, tokenFromRequest(request));
      request.user = user;
      request.sessionId = sessionId;
    });
  },
  { name: 'user-auth' },
);
