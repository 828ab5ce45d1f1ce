/** The payment service: every payable thing (goods orders now; top-ups, hotel and flight orders later) is paid through it. */
export { collectPayment, paymentsOf, refundPayment, type PaymentBiz, type PaymentMethod, type PaymentRequest } from './service.ts';
/** Payment channels: what is offered for a use, its limits and fee. */
export { channelFee, channelFor, channelView, checkChannelLimits, listChannels, type ChannelRow } from './channels.ts';
export { paymentRoutes } from './routes.ts';
