import { inArray, sql } from 'drizzle-orm';
import { orders, refunds, subOrders } from './tables.ts';

/** The sub-order state in which an order waits to be shipped: the back office's orders to handle. */
export const AWAITING_SHIPMENT = 'pending_shipping';

/** Refund states that wait for an operator: to approve or reject, or returned goods to confirm. */
export const REFUND_STATES_TO_HANDLE = ['requested', 'in_transit'];

/** Refund requests that wait for an operator. */
export const refundWaitsForOperator = inArray(refunds.status, REFUND_STATES_TO_HANDLE);

/** Of a select from `orders`: the order has a sub-order waiting to be shipped. */
export const orderWaitsForShipment = sql`exists (select 1 from ${subOrders} where ${subOrders.orderId} = ${orders.id} and ${subOrders.status} = ${AWAITING_SHIPMENT})`;
