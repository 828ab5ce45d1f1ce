import { adminRoutes } from '@roamcart/contracts';
import { clearAdminCookies, setAdminCookies } from '../../platform/admin-auth.ts';
import { perHour } from '../../platform/rate-limit.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { changeOwnPassword, clearTotp, confirmTotp, endSession, sessionView, signIn, startTotpSetup } from './auth-service.ts';

const routes = adminRoutes.auth;

/** Sign-in, sign-out and the admin's own account: no permission code, only a session. */
export async function adminAuthRoutes(app: App) {
  const { deps } = app;

  registerRoute(
    app,
    routes.login,
    async (request, reply) => {
      const { admin, session } = await signIn(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      request.auditActor = { id: admin.id, username: admin.username };
      setAdminCookies(request, reply, session);
      return sessionView(deps, admin);
    },
    { config: perHour(deps.config.RATE_LOGIN_PER_HOUR) },
  );

  registerRoute(app, routes.logout, async (request, reply) => {
    await endSession(deps, request.admin);
    clearAdminCookies(reply);
    return null;
  });

  registerRoute(app, routes.me, async (request) => sessionView(deps, request.admin));

  registerRoute(app, routes.password, async (request) => {
    await changeOwnPassword(deps, request.admin, request.body);
    return null;
  });

  registerRoute(app, routes.totpSetup, async (request) => startTotpSetup(deps, request.admin));

  registerRoute(app, routes.totpConfirm, async (request) => {
    await confirmTotp(deps, request.admin, request.body.code);
    return null;
  });

  registerRoute(app, routes.totpClear, async (request) => {
    await clearTotp(deps, request.admin, request.body.code);
    return null;
  });
}
