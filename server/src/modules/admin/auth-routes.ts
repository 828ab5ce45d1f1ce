import { adminLoginBody, adminPasswordBody, adminTotpCodeBody } from '@roamcart/contracts';
import { clearAdminCookies, setAdminCookies } from '../../platform/admin-auth.ts';
import { perHour } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/types.ts';
import { changeOwnPassword, clearTotp, confirmTotp, endSession, sessionView, signIn, startTotpSetup } from './auth-service.ts';

const tags = ['admin auth'];
const signedIn = { adminAccess: 'signed-in' as const };

/** Sign-in, sign-out and the admin's own account: no permission code, only a session. */
export async function adminAuthRoutes(app: App) {
  const { deps } = app;

  app.post(
    '/auth/login',
    { schema: { body: adminLoginBody, tags }, config: { adminAccess: 'public', ...perHour(deps.config.RATE_LOGIN_PER_HOUR) } },
    async (request, reply) => {
      const { admin, session } = await signIn(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      request.auditActor = { id: admin.id, username: admin.username };
      setAdminCookies(request, reply, session);
      return sessionView(deps, admin);
    },
  );

  app.post('/auth/logout', { schema: { tags }, config: signedIn }, async (request, reply) => {
    await endSession(deps, request.admin);
    clearAdminCookies(reply);
    return null;
  });

  app.get('/auth/me', { schema: { tags }, config: signedIn }, async (request) => sessionView(deps, request.admin));

  app.post('/auth/password', { schema: { body: adminPasswordBody, tags }, config: signedIn }, async (request) => {
    await changeOwnPassword(deps, request.admin, request.body);
    return null;
  });

  app.post('/auth/totp/setup', { schema: { tags }, config: signedIn }, async (request) => startTotpSetup(deps, request.admin));

  app.post('/auth/totp/confirm', { schema: { body: adminTotpCodeBody, tags }, config: signedIn }, async (request) => {
    await confirmTotp(deps, request.admin, request.body.code);
    return null;
  });

  app.post('/auth/totp/clear', { schema: { body: adminTotpCodeBody, tags }, config: signedIn }, async (request) => {
    await clearTotp(deps, request.admin, request.body.code);
    return null;
  });
}
