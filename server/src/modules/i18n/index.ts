// What other modules and the app may use of languages and translations.
export { i18nAdminRoutes } from './admin-routes.ts';
export { i18nRoutes } from './routes.ts';
export { langCacheTime } from './service.ts';
