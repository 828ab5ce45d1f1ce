import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES, ErrorCode, type EmailCodeScene } from '@roamcart/contracts';
import { emailCodes } from './tables.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { AppDeps } from '../../platform/types.ts';

const RESEND_INTERVAL_MS = 60_000;

function codeHash(email: string, scene: string, code: string): string {
  return sha256(`${email}:${scene}:${code}`);
}

/** One code per address a minute (4029); the code is mailed in the caller's language. */
export async function issueEmailCode(deps: AppDeps, email: string, scene: EmailCodeScene, lang: string, log?: FastifyBaseLogger): Promise<void> {
  const [last] = await deps.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < RESEND_INTERVAL_MS) throw new AppError(ErrorCode.TooManyRequests);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(emailCodes).values({
    email,
    scene,
    codeHash: codeHash(email, scene, code),
    expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
  });
  const params = { code, count: EMAIL_CODE_TTL_MINUTES };
  await deps.mail.send(
    {
      to: email,
      subject: await deps.ref.translate(lang, 'mail.code_subject', params),
      text: await deps.ref.translate(lang, 'mail.code_body', params),
    },
    log,
  );
}

/**
 * Uses up the newest live code for (email, scene). A wrong code costs one of its 5 tries; the
 * conditional updates keep two parallel requests from both using one code. It runs outside the
 * caller's transaction so that a wrong try is counted even though the caller then fails.
 */
export async function consumeEmailCode(db: Db, email: string, scene: EmailCodeScene, code: string): Promise<void> {
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.scene, scene), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, new Date())))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const wrong = AppError.field('code', 'error.4106', ErrorCode.WrongVerificationCode);
  if (!live || live.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw wrong;
  if (live.codeHash !== codeHash(email, scene, code)) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, live.id));
    throw wrong;
  }
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.consumedAt), lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw wrong;
}
