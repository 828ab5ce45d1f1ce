/** The payment service: every payable thing (goods orders, top-ups; hotel and flight orders later) is paid through it. */
export { collectPayment, paymentsOf, recordChannelPayment, recordChannelRefund, refundPayment, type PaymentBiz, type PaymentMethod, type PaymentRequest } from './service.ts';
/** Online payments confirmed before they were recorded here (the demo's past stays and goods orders). */
export { recordPastChannelPayments, type PastChannelPayment } from './past-payments.ts';
/** Payment channels: what is offered for a use, its limits and fee. */
export { channelFee, channelFor, channelView, checkChannelLimits, listChannels, type ChannelRow } from './channels.ts';
/** Channel payments: started by the module whose thing is paid, applied to it through its registered payable. */
export {
  awaitingReview,
  openCheckout,
  registerPayable,
  startChannelPayment,
  type ChannelPaymentRow,
  type Payable,
  type PayableAsk,
  type PayableDue,
  type PaymentsDeps,
} from './channel-payments.ts';
/** Refunds back through the gateway that brought the money in: started by the module whose thing is refunded, finished through its registered refundable. */
export { refundChannelsOf, registerRefundable, sendChannelRefund, startChannelRefund, type ChannelRefundRow, type RefundChannel, type Refundable } from './channel-refunds.ts';
export { paymentsToReview } from './admin-reviews.ts';
export { paymentAdminRoutes } from './admin-routes.ts';
export { paymentsPlugin } from './plugin.ts';
export { optionalUser, paymentRoutes } from './routes.ts';
/** Withdrawals: paid out through a withdrawal channel after an operator's review. */
export { withdrawalAdminRoutes, withdrawalRoutes } from './withdrawal-routes.ts';
export { countPendingWithdrawals } from './withdrawals.ts';
/** How the sandbox gateway signs its notices: for tests that send one as the gateway would. */
export { signSandboxBody, type SandboxEvent, type SandboxRefundEvent } from './gateways/sandbox.ts';
export { paymentAuditLabels } from './audit-labels.ts';
