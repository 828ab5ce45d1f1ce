import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  type AdminLoginBody,
  type AdminSession,
  type TotpSetup,
} from '@roamcart/contracts';
import { admins, roles } from '../../platform/tables/admin.ts';
import {
  adminContextOf,
  createAdminSession,
  revokeAdminSession,
  revokeAdminSessions,
  type AdminContext,
  type AdminSessionTokens,
} from '../../platform/admin-auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { clearSignInAttempts, takeSignInAttempt } from '../../platform/sign-in-lockout.ts';
import type { AppDeps } from '../../platform/types.ts';
import { findAdminByUsername, type AdminRecord } from './admins-service.ts';
import { menuOf, permissionCodesOf } from './permissions-service.ts';
import { matchTotp, newTotpSecret, totpSetupView } from './totp.ts';

/**
 * Checks username, password and, when one is bound, the authenticator code. Every attempt is
 * taken from the lockout before the password is checked (unknown usernames too, against a dummy
 * hash), so wrong passwords and wrong codes count alike and no race gets past the limit; a bound
 * admin without a code gets 4112 with `{totp_required: true}` so the app can ask for it.
 */
export async function signIn(
  deps: AppDeps,
  input: AdminLoginBody,
  client: { ip: string; userAgent: string },
): Promise<{ admin: AdminContext; session: AdminSessionTokens }> {
  await takeSignInAttempt(deps.db, 'admin', input.username);
  const admin = await findAdminByUsername(deps.db, input.username);
  const verified = admin ? await verifyPassword(admin.passwordHash, input.password) : await verifyAgainstDummy(deps.config, input.password);
  if (!admin || !verified) throw new AppError(ErrorCode.AdminCredentialsWrong);
  if (admin.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  let totpStep = admin.totpLastStep;
  if (admin.totpSecret) {
    if (!input.totp) throw new AppError(ErrorCode.InvalidTotpCode, { totp_required: true });
    const step = await matchTotp(deps.secrets.open(admin.totpSecret), input.totp, admin.totpLastStep);
    if (step === null) throw new AppError(ErrorCode.InvalidTotpCode);
    totpStep = step;
  }
  const [updated] = await deps.db
    .update(admins)
    .set({ lastLoginAt: new Date(), lastLoginIp: client.ip.slice(0, 64), totpLastStep: totpStep })
    .where(eq(admins.id, admin.id))
    .returning();
  await clearSignInAttempts(deps.db, 'admin', input.username);
  const [role] = await deps.db.select().from(roles).where(eq(roles.id, admin.roleId)).limit(1);
  if (!updated || !role) throw new AppError(ErrorCode.OperationFailed);
  const session = await createAdminSession(deps.db, admin.id, client);
  return { admin: await adminContextOf(deps.db, updated, role, session.id), session };
}

export async function endSession(deps: AppDeps, admin: AdminContext): Promise<void> {
  await revokeAdminSession(deps.db, admin.sessionId);
}

/** `{admin, permissions, menu}`: what the admin app needs to draw itself. */
export async function sessionView(deps: AppDeps, admin: AdminContext): Promise<AdminSession> {
  return {
    admin: {
      id: admin.id,
      username: admin.username,
      nickname: admin.nickname,
      role_id: admin.roleId,
      role_name: admin.roleName,
      is_super: admin.isSuper,
      agent_id: admin.agentId,
      totp_enabled: admin.totpEnabled,
      lang: admin.lang,
    },
    permissions: await permissionCodesOf(deps.db, admin),
    menu: await menuOf(deps.db, admin),
  };
}

async function findAdmin(db: DbOrTx, id: number): Promise<AdminRecord> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!admin) throw new AppError(ErrorCode.AdminSignInNeeded);
  return admin;
}

/** Changes the admin's own password and signs out its other sessions. */
export async function changeOwnPassword(deps: AppDeps, admin: AdminContext, input: { old_password: string; password: string }): Promise<void> {
  const current = await findAdmin(deps.db, admin.id);
  if (!(await verifyPassword(current.passwordHash, input.old_password))) {
    throw AppError.field('old_password', 'error.4108', ErrorCode.IncorrectPassword);
  }
  const passwordHash = await hashPassword(deps.config, input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await revokeAdminSessions(tx, admin.id, admin.sessionId);
  });
}

/** A new secret, pending until a code from it is confirmed; refused while one is bound (4506). */
export async function startTotpSetup(deps: AppDeps, admin: AdminContext): Promise<TotpSetup> {
  const current = await findAdmin(deps.db, admin.id);
  if (current.totpSecret) throw new AppError(ErrorCode.TotpAlreadyBound);
  const secret = newTotpSecret();
  await deps.db.update(admins).set({ totpPendingSecret: deps.secrets.seal(secret) }).where(eq(admins.id, admin.id));
  return totpSetupView(current.username, secret);
}

export async function confirmTotp(deps: AppDeps, admin: AdminContext, code: string): Promise<void> {
  const current = await findAdmin(deps.db, admin.id);
  if (current.totpSecret) throw new AppError(ErrorCode.TotpAlreadyBound);
  if (!current.totpPendingSecret) throw new AppError(ErrorCode.TotpNotBound);
  const step = await matchTotp(deps.secrets.open(current.totpPendingSecret), code, null);
  if (step === null) throw AppError.field('code', 'error.4112', ErrorCode.InvalidTotpCode);
  await deps.db
    .update(admins)
    .set({ totpSecret: current.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
    .where(eq(admins.id, admin.id));
}

/** Unbinds the admin's own authenticator; a current code proves it is still in hand. */
export async function clearTotp(deps: AppDeps, admin: AdminContext, code: string): Promise<void> {
  const current = await findAdmin(deps.db, admin.id);
  if (!current.totpSecret) throw new AppError(ErrorCode.TotpNotBound);
  if ((await matchTotp(deps.secrets.open(current.totpSecret), code, current.totpLastStep)) === null) {
    throw AppError.field('code', 'error.4112', ErrorCode.InvalidTotpCode);
  }
  await deps.db.update(admins).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(admins.id, admin.id));
}
