/** The catalogue module: what other modules and the app may use. */
export { catalogueRoutes } from './routes.ts';
export { catalogueAdminRoutes } from './admin-routes.ts';
export { changeStock, type StockReason } from './stock.ts';
export { searchTextOf } from './admin-service.ts';
export { recordRating, recordSales, skusForSale, type SkuForSale } from './sale.ts';
export { averageRating } from './service.ts';
