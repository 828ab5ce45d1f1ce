import { storefrontRoutes } from '@roamcart/contracts';
import { perHour } from '../../platform/rate-limit.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import * as identity from './service.ts';

const routes = storefrontRoutes.identity;

/** API.md "Identity and account". */
export async function identityRoutes(app: App) {
  const { deps } = app;
  const limits = deps.config;

  registerRoute(
    app,
    routes.sendEmailCode,
    async (request) => {
      const token = tokenFromRequest(request);
      const userId = request.body.scene === 'verify' ? (await authenticate(deps, token)).user.id : undefined;
      await identity.sendEmailCode(deps, { ...request.body, lang: request.lang, userId }, request.log);
      return null;
    },
    { config: perHour(limits.RATE_EMAIL_CODE_PER_HOUR) },
  );

  registerRoute(
    app,
    routes.register,
    async (request) => {
      const { token, user } = await identity.register(deps, request.body, { lang: request.lang, currency: request.currency.code });
      return { token, user_info: await identity.toUserInfo(deps, request, user) };
    },
    { config: perHour(limits.RATE_REGISTER_PER_HOUR) },
  );

  registerRoute(
    app,
    routes.login,
    async (request) => {
      const { token, user } = await identity.login(deps, request.body.email, request.body.password);
      return { token, user_info: await identity.toUserInfo(deps, request, user) };
    },
    { config: perHour(limits.RATE_LOGIN_PER_HOUR) },
  );

  registerRoute(
    app,
    routes.resetPassword,
    async (request) => {
      await identity.resetPassword(deps, request.body);
      return null;
    },
    { config: perHour(limits.RATE_LOGIN_PER_HOUR) },
  );

  registerRoute(app, routes.logout, async (request) => {
    await identity.logout(deps, request.user, request.sessionId);
    return null;
  });

  registerRoute(app, routes.userInfo, async (request) => identity.toUserInfo(deps, request, await identity.accountOf(deps.db, request.user)));

  registerRoute(app, routes.updateProfile, async (request) => {
    const updated = await identity.updateProfile(deps, await identity.accountOf(deps.db, request.user), request.body);
    return identity.toUserInfo(deps, request, updated);
  });

  registerRoute(app, routes.changePassword, async (request) => {
    await identity.changePassword(deps, await identity.accountOf(deps.db, request.user), request.sessionId, request.body);
    return null;
  });

  registerRoute(app, routes.verifyEmail, async (request) => {
    const updated = await identity.verifyEmail(deps, await identity.accountOf(deps.db, request.user), request.body);
    return identity.toUserInfo(deps, request, updated);
  });

  registerRoute(app, routes.setPhone, async (request) => {
    await identity.setMobile(deps, await identity.accountOf(deps.db, request.user), request.body.mobile);
    return null;
  });

  registerRoute(app, routes.deleteAccount, async (request) => {
    await identity.deleteAccount(deps, await identity.accountOf(deps.db, request.user), request.body.password);
    return null;
  });
}
