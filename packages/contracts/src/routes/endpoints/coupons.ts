import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'coupons';

/** The coupon centre, the caller's coupons and points log (API.md "Coupons and points"). */
export const couponEndpoints = {
  /** Claimable coupons, with how many of each the caller holds. */
  center: storefrontEndpoint({ tag, method: 'GET', path: '/coupon/center', auth: 'user' }),
  claim: storefrontEndpoint({ tag, method: 'POST', path: '/coupon/claim', auth: 'user' }),
  mine: storefrontEndpoint({ tag, method: 'GET', path: '/coupon/mine', auth: 'user' }),
};

const adminTag = 'admin coupons';

export const couponAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/coupons', auth: 'coupons:list' }),
  save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/coupons/save', auth: 'coupons:save' }),
  /** Only a template nobody holds a coupon of can go; otherwise disable it. */
  delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/coupons/delete', auth: 'coupons:delete' }),
  /** Deletes the selected templates nobody holds, in one transaction, answering per id. */
  bulkDelete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/coupons/bulk_delete', auth: 'coupons:delete' }),
  send: adminEndpoint({ tag: adminTag, method: 'POST', path: '/coupons/send', auth: 'coupons:send' }),
  /** How many active customers a group send would reach now. */
  sendCount: adminEndpoint({ tag: adminTag, method: 'GET', path: '/coupons/send/count', auth: 'coupons:send' }),
};
