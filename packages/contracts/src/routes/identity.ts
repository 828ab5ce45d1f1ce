import {
  authResult,
  changePasswordBody,
  deleteAccountBody,
  emailVerifyBody,
  loginBody,
  phoneBody,
  registerBody,
  resetPasswordBody,
  sendEmailCodeBody,
  updateProfileBody,
  userInfo,
} from '../identity.ts';
import { adminUserDetail, adminUserListQuery, adminUserRow, userAdjustBody, userAdjustResult, userStatusBody } from '../admin/users.ts';
import { idPathParams } from '../admin/common.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute, storefrontRoute } from './define.ts';

const tag = 'identity';

/** API.md "Identity and account". */
export const identityRoutes = {
  /** Public, except the `verify` scene, which checks the token itself. */
  sendEmailCode: storefrontRoute({ tag, method: 'POST', path: '/common/send_email_code', auth: 'public', body: sendEmailCodeBody, response: z.null() }),
  register: storefrontRoute({ tag, method: 'POST', path: '/user/register', auth: 'public', body: registerBody, response: authResult }),
  login: storefrontRoute({ tag, method: 'POST', path: '/user/login', auth: 'public', body: loginBody, response: authResult }),
  resetPassword: storefrontRoute({ tag, method: 'POST', path: '/user/reset_password', auth: 'public', body: resetPasswordBody, response: z.null() }),
  logout: storefrontRoute({ tag, method: 'POST', path: '/user/logout', auth: 'user', response: z.null() }),
  userInfo: storefrontRoute({ tag, method: 'GET', path: '/user/userInfo', auth: 'user', response: userInfo }),
  updateProfile: storefrontRoute({ tag, method: 'POST', path: '/user/userInfo', auth: 'user', body: updateProfileBody, response: userInfo }),
  changePassword: storefrontRoute({ tag, method: 'POST', path: '/change_password', auth: 'user', body: changePasswordBody, response: z.null() }),
  verifyEmail: storefrontRoute({ tag, method: 'POST', path: '/user/email_verify', auth: 'user', body: emailVerifyBody, response: userInfo }),
  setPhone: storefrontRoute({ tag, method: 'POST', path: '/user/phone', auth: 'user', body: phoneBody, response: z.null() }),
  deleteAccount: storefrontRoute({ tag, method: 'POST', path: '/user/delete_account', auth: 'user', body: deleteAccountBody, response: z.null() }),
};

const adminTag = 'admin users';

/** Customers in the back office; an agent-scoped admin sees only its agents' customers. */
export const userAdminRoutes = {
  list: adminRoute({ tag: adminTag, method: 'GET', path: '/users', auth: 'users:list', query: adminUserListQuery, response: pageResultOf(adminUserRow) }),
  detail: adminRoute({ tag: adminTag, method: 'GET', path: '/users/:id', auth: 'users:detail', params: idPathParams, response: adminUserDetail }),
  /** Answers the customer's row as it now is. */
  status: adminRoute({ tag: adminTag, method: 'POST', path: '/users/status', auth: 'users:status', body: userStatusBody, response: adminUserRow }),
  /** Takes an Idempotency-Key header. */
  adjust: adminRoute({ tag: adminTag, method: 'POST', path: '/users/adjust', auth: 'users:adjust', body: userAdjustBody, response: userAdjustResult }),
};
