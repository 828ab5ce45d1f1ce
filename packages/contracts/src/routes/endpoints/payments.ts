import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'payments';
const adminTag = 'admin payments';

/**
 * Channels, top-ups and channel payments. Channels, a payment's status, offline vouchers and
 * their upload are open to guests: a shared order's visitor may pay without an account.
 * Starting a top-up and sending a voucher take an Idempotency-Key.
 */
export const paymentEndpoints = {
  channels: storefrontEndpoint({ tag, method: 'GET', path: '/payment_channel', auth: 'public' }),
  rechargeQuote: storefrontEndpoint({ tag, method: 'POST', path: '/recharge/preview', auth: 'user' }),
  recharge: storefrontEndpoint({ tag, method: 'POST', path: '/recharge', auth: 'user' }),
  rechargeList: storefrontEndpoint({ tag, method: 'GET', path: '/recharge/list', auth: 'user' }),
  rechargeDetail: storefrontEndpoint({ tag, method: 'GET', path: '/recharge/detail', auth: 'user' }),
  rechargeCancel: storefrontEndpoint({ tag, method: 'POST', path: '/recharge/cancel', auth: 'user' }),
  offline: storefrontEndpoint({ tag, method: 'POST', path: '/payment/offline', auth: 'public' }),
  /** A payment voucher image (JPG, PNG or WEBP up to 4 MB), multipart field `file`. */
  voucher: storefrontEndpoint({ tag, method: 'POST', path: '/payment/voucher', auth: 'public', upload: true }),
  status: storefrontEndpoint({ tag, method: 'GET', path: '/payment/status', auth: 'public' }),
};

export const paymentChannelAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/payment_channels', auth: 'payment_channels:list' }),
  save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/payment_channels/save', auth: 'payment_channels:save' }),
  delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/payment_channels/delete', auth: 'payment_channels:delete' }),
};

/** The review queues of top-ups and of offline order payments. */
export const paymentReviewAdminEndpoints = {
  recharges: adminEndpoint({ tag: adminTag, method: 'GET', path: '/recharges', auth: 'recharges:list' }),
  reviewRecharge: adminEndpoint({ tag: adminTag, method: 'POST', path: '/review/recharge', auth: 'recharges:review' }),
  offlinePayments: adminEndpoint({ tag: adminTag, method: 'GET', path: '/offline_payments', auth: 'offline_payments:list' }),
  reviewOfflinePayment: adminEndpoint({ tag: adminTag, method: 'POST', path: '/review/offline_payment', auth: 'offline_payments:review' }),
};
