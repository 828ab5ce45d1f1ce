// What other modules and the app may use of uploads.
export { uploadAdminRoutes } from './admin-routes.ts';
export { uploadRoutes } from './routes.ts';
