/** The payment service: every payable thing (goods orders now; top-ups, hotel and flight orders later) is paid through it. */
export { collectPayment, paymentsOf, refundPayment, type PaymentBiz, type PaymentMethod, type PaymentRequest } from './service.ts';
/** Payment channels: what is offered for a use, its limits and fee. */
export { channelFee, channelFor, channelView, checkChannelLimits, listChannels, type ChannelRow } from './channels.ts';
export { paymentRoutes } from './routes.ts';
/** Withdrawals: paid out through a withdrawal channel after an operator's review. */
export { withdrawalAdminRoutes, withdrawalRoutes } from './withdrawal-routes.ts';
export { countPendingWithdrawals } from './withdrawals.ts';
export { moneyFlowsByDay, type FlowRow } from './figures.ts';
