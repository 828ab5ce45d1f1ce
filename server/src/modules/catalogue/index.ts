/** The catalogue module: what other modules and the app may use. */
export { catalogueRoutes } from './routes.ts';
export { catalogueAdminRoutes } from './admin-routes.ts';
export { categoryChains, goodsNameOf } from './goods-reads.ts';
export { changeStock, refuseShortStock, stockTaking, type StockTaking } from './stock.ts';
export { recommendedGoods } from './recommend.ts';
export { stockAlertsJob } from './stock-alerts.ts';
export { searchTextOf } from './admin-service.ts';
/** For a module that writes catalogue rows itself (e.g. sales volume): `dropCachedAnswers(tx, CATALOGUE_ANSWERS)`. */
export { averageRating, CATALOGUE_ANSWERS, listGoods } from './service.ts';
export { purchaseLimitReached, recordPastSales, recordRating, recordSales, skuForSaleColumns, skuForSaleOf, skusForSale, skusForSaleAsJson, skusForSaleFromJson, skusOnShow, type SkuForSale } from './sale.ts';
export { catalogueAuditLabels } from './audit-labels.ts';
