import type { Job } from '../../platform/jobs/runner.ts';
import { closeExpiredOrders, receiveOverdueSubOrders } from './service.ts';

/** Unpaid orders past their payment deadline close and give their stock back. */
export const closeExpiredOrdersJob: Job = {
  name: 'orders.close-expired',
  everyMs: 60_000,
  run: ({ db, now }) => closeExpiredOrders(db, now),
};

/** Shipped sub-orders nobody confirmed count as received after the automatic-receipt parameter's days. */
export const receiveOverdueOrdersJob: Job = {
  name: 'orders.receive-overdue',
  everyMs: 10 * 60_000,
  run: ({ db, now }) => receiveOverdueSubOrders(db, now),
};
