/** The payment service: every payable thing (goods orders now; top-ups, hotel and flight orders later) is paid through it. */
export { collectPayment, paymentsOf, refundPayment, type PaymentBiz, type PaymentMethod, type PaymentRequest } from './service.ts';
