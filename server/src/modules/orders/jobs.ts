import type { Job } from '../../platform/jobs/runner.ts';
import { closeExpiredOrders } from './service.ts';

/** Unpaid orders past their payment deadline close and give their stock back. */
export const closeExpiredOrdersJob: Job = {
  name: 'orders.close-expired',
  everyMs: 60_000,
  run: ({ db, now }) => closeExpiredOrders(db, now),
};
