/** The goods orders module: what other modules and the app may use. */
export { orderRoutes } from './routes.ts';
export { closeExpiredOrdersJob } from './jobs.ts';
