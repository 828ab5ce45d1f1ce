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
  /** The customer's goods orders placed and total spent net of refunds (base currency). */
  spending: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/spending', auth: 'users:detail' }),
  /** The customer's wallet lines, newest first, amounts in the base currency. */
  moneyLog: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/money_log', auth: 'users:detail' }),
  /** The customer's points lines, newest first. */
  pointsLog: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/points_log', auth: 'users:detail' }),
  /** Operators' notes on the customer, newest first. */
  notes: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/notes', auth: 'users:detail' }),
  addNote: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/notes/add', auth: 'users:notes' }),
  /** Every tag on a customer the admin may see, for the list's tag filter. */
  tags: adminEndpoint({ tag: adminTag, method: 'GET', path: '/users/tags', auth: 'users:list' }),
  addTag: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/tags/add', auth: 'users:notes' }),
  removeTag: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/tags/remove', auth: 'users:notes' }),
  /** Puts a tag on each selected customer in one transaction, answering per id. */
  bulkTag: adminEndpoint({ tag: adminTag, method: 'POST', path: '/users/bulk_tag', auth: 'users:notes' }),
};
