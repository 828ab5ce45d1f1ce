/** The goods orders module: what other modules and the app may use. */
export { orderRoutes } from './routes.ts';
export { orderAdminRoutes } from './admin-routes.ts';
export { closeExpiredOrdersJob, receiveOverdueOrdersJob } from './jobs.ts';
/** What waits for an operator, for the back office's counts of it. */
export { AWAITING_SHIPMENT, REFUND_STATES_TO_HANDLE } from './to-handle.ts';
export { goodsOrderPayable } from './service.ts';
/** Goods orders that ran their course before they were recorded here (the demo's customers). */
export { pastOrderRules, recordPastGoodsOrders, type PastGoodsOrder } from './past-orders.ts';
export { goodsRefundable } from './refunds.ts';
export { orderNoOf } from './order-refs.ts';
export { goodsOrderFeedRows, goodsOrderFirstLines } from './feed-rows.ts';
export { orderAuditLabels } from './audit-labels.ts';
