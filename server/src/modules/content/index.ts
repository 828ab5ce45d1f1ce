// What other modules and the app may use of articles, banners and notices.
export { contentAdminRoutes } from './admin-routes.ts';
export { contentAuditLabels } from './audit-labels.ts';
export { firstBannerImage } from './home.ts';
export { contentRoutes, storefrontConfig } from './routes.ts';
