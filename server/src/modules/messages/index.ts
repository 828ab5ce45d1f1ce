// What other modules and the app may use of internal messages.
export { messageAdminRoutes } from './admin-routes.ts';
export { messageRoutes } from './routes.ts';
export { countMessagesSentToday, writeToCustomer } from './service.ts';
