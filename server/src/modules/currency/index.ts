// What other modules and the app may use of currencies.
export { currencyAdminRoutes } from './admin-routes.ts';
export { currencyRoutes } from './routes.ts';
