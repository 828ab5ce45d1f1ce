/** The goods orders module: what other modules and the app may use. */
export { orderRoutes } from './routes.ts';
export { orderAdminRoutes } from './admin-routes.ts';
export { closeExpiredOrdersJob, receiveOverdueOrdersJob } from './jobs.ts';
export { ordersToHandle, salesByDay, type DaySales } from './figures.ts';
export { goodsOrderPayable } from './service.ts';
