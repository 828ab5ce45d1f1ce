import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'identity';

const adminTag = 'admin users';

/** API.md "Identity and account". */
export const identityEndpoints = {
  /** Public, except the `verify` scene, which checks the token itself. */
  sendEmailCode: storefrontEndpoint({ tag, method: 'POST', path: '/common/send_email_code', auth: 'public' }),
  register: storefrontEndpoint({ tag, method: 'POST', path: '/user/register', auth: 'public' }),
  login: storefrontEndpoint({ tag, method: 'POST', path: '/user/login', auth: 'public' }),
  resetPassword: storefrontEndpoint({ tag, method: 'POST', path: '/user/reset_password', auth: 'public' }),
  logout: storefrontEndpoint({ tag, method: 'POST', path: '/user/logout', auth: 'user' }),
  userInfo: storefrontEndpoint({ tag, method: 'GET', path: '/user/userInfo', auth: 'user' }),
  updateProfile: storefrontEndpoint({ tag, method: 'POST', path: '/user/userInfo', auth: 'user' }),
  changePassword: storefrontEndpoint({ tag, method: 'POST', path: '/change_password', auth: 'user' }),
  verifyEmail: storefrontEndpoint({ tag, method: 'POST', path: '/user/email_verify', auth: 'user' }),
  setPhone: storefrontEndpoint({ tag, method: 'POST', path: '/user/phone', auth: 'user' }),
  deleteAccount: storefrontEndpoint({ tag, method: 'POST', path: '/user/delete_account', auth: 'user' }),
};

/** Customers in the back office; an agent-scoped admin sees only its agents' customers. */
export const userAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users', auth: 'users:list' }),
  detail: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/:id', auth: 'users:detail' }),
  /** Answers the customer's row as it now is. */
  status: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/status', auth: 'users:status' }),
  /** Takes an Idempotency-Key header. */
  adjust: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/adjust', auth: 'users:adjust' }),
};
