import {
  changePasswordBody,
  deleteAccountBody,
  emailVerifyBody,
  loginBody,
  phoneBody,
  registerBody,
  resetPasswordBody,
  sendEmailCodeBody,
  updateProfileBody,
} from '@roamcart/contracts';
import { perHour } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import * as identity from './service.ts';

/** API.md "Identity and account". */
export async function identityRoutes(app: App) {
  const { deps } = app;
  const limits = deps.config;

  app.post(
    '/common/send_email_code',
    { schema: { body: sendEmailCodeBody, tags: ['identity'] }, config: perHour(limits.RATE_EMAIL_CODE_PER_HOUR) },
    async (request) => {
      const token = tokenFromRequest(request);
      const userId = request.body.scene === 'verify' ? (await authenticate(deps.db, token)).user.id : undefined;
      await identity.sendEmailCode(deps, { ...request.body, lang: request.lang, userId });
      return null;
    },
  );

  app.post(
    '/user/register',
    { schema: { body: registerBody, tags: ['identity'] }, config: perHour(limits.RATE_REGISTER_PER_HOUR) },
    async (request) => {
      const { token, user } = await identity.register(deps, request.body, { lang: request.lang, currency: request.currency.code });
      return { token, user_info: await identity.toUserInfo(deps, request, user) };
    },
  );

  app.post(
    '/user/login',
    { schema: { body: loginBody, tags: ['identity'] }, config: perHour(limits.RATE_LOGIN_PER_HOUR) },
    async (request) => {
      const { token, user } = await identity.login(deps, request.body.email, request.body.password);
      return { token, user_info: await identity.toUserInfo(deps, request, user) };
    },
  );

  app.post(
    '/user/reset_password',
    { schema: { body: resetPasswordBody, tags: ['identity'] }, config: perHour(limits.RATE_LOGIN_PER_HOUR) },
    async (request) => {
      await identity.resetPassword(deps, request.body);
      return null;
    },
  );

  await app.register(async (signedIn: App) => {
    signedIn.addHook('preHandler', signedIn.requireUser);

    signedIn.post('/user/logout', { schema: { tags: ['identity'] } }, async (request) => {
      await identity.logout(deps, request.sessionId);
      return null;
    });

    signedIn.get('/user/userInfo', { schema: { tags: ['identity'] } }, async (request) =>
      identity.toUserInfo(deps, request, request.user),
    );

    signedIn.post('/user/userInfo', { schema: { body: updateProfileBody, tags: ['identity'] } }, async (request) => {
      const updated = await identity.updateProfile(deps, request.user, request.body);
      return identity.toUserInfo(deps, request, updated);
    });

    signedIn.post('/change_password', { schema: { body: changePasswordBody, tags: ['identity'] } }, async (request) => {
      await identity.changePassword(deps, request.user, request.sessionId, request.body);
      return null;
    });

    signedIn.post('/user/email_verify', { schema: { body: emailVerifyBody, tags: ['identity'] } }, async (request) => {
      const updated = await identity.verifyEmail(deps, request.user, request.body);
      return identity.toUserInfo(deps, request, updated);
    });

    signedIn.post('/user/phone', { schema: { body: phoneBody, tags: ['identity'] } }, async (request) => {
      await identity.setMobile(deps, request.user, request.body.mobile);
      return null;
    });

    signedIn.post('/user/delete_account', { schema: { body: deleteAccountBody, tags: ['identity'] } }, async (request) => {
      await identity.deleteAccount(deps, request.user, request.body.password);
      return null;
    });
  });
}
