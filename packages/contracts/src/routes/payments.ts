import { idBody } from '../admin/common.ts';
import {
  channelAdminListQuery,
  channelAdminRow,
  channelListQuery,
  channelPaymentAdminQuery,
  channelPaymentAdminRow,
  channelPaymentState,
  channelSaveBody,
  offlinePaymentBody,
  payNoBody,
  payNoQuery,
  paymentChannelView,
  paymentReviewBody,
  rechargeBody,
  rechargeListQuery,
  rechargeQuote,
  rechargeStarted,
  rechargeView,
} from '../payments.ts';
import { uploadedUrl } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { paymentChannelAdminEndpoints, paymentEndpoints, paymentReviewAdminEndpoints } from './endpoints/payments.ts';

export const paymentRoutes = withSchemas(paymentEndpoints, {
  channels: { query: channelListQuery, response: z.array(paymentChannelView) },
  rechargeQuote: { body: rechargeBody, response: rechargeQuote },
  recharge: { body: rechargeBody, response: rechargeStarted },
  rechargeList: { query: rechargeListQuery, response: pageResultOf(rechargeView) },
  rechargeDetail: { query: payNoQuery, response: rechargeView },
  rechargeCancel: { body: payNoBody, response: rechargeView },
  offline: { body: offlinePaymentBody, response: channelPaymentState },
  voucher: { response: uploadedUrl },
  status: { query: payNoQuery, response: channelPaymentState },
});

export const paymentChannelAdminRoutes = withSchemas(paymentChannelAdminEndpoints, {
  list: { query: channelAdminListQuery, response: pageResultOf(channelAdminRow) },
  save: { body: channelSaveBody, response: channelAdminRow },
  delete: { body: idBody, response: z.null() },
});

export const paymentReviewAdminRoutes = withSchemas(paymentReviewAdminEndpoints, {
  recharges: { query: channelPaymentAdminQuery, response: pageResultOf(channelPaymentAdminRow) },
  reviewRecharge: { body: paymentReviewBody, response: channelPaymentAdminRow },
  offlinePayments: { query: channelPaymentAdminQuery, response: pageResultOf(channelPaymentAdminRow) },
  reviewOfflinePayment: { body: paymentReviewBody, response: channelPaymentAdminRow },
});
