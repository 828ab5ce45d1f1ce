import { bulkIdsBody, bulkResult, idBody } from '../admin/common.ts';
import {
  categoryAdminRow,
  categoryReorderBody,
  categorySaveBody,
  categoryTree,
  collectBody,
  collectQuery,
  collectState,
  goodsCard,
  goodsDetail,
  goodsIdQuery,
  productBulkStatusBody,
  goodsListQuery,
  hotKeywordList,
  hotKeywordListQuery,
  hotKeywordRow,
  hotKeywordSaveBody,
  productAdminDetail,
  productAdminListQuery,
  productAdminRow,
  productCsvFile,
  productExportQuery,
  productImportBody,
  productImportResult,
  productSaveBody,
  productStatusBody,
  savedGoods,
  searchSynonymListQuery,
  searchSynonymRow,
  searchSynonymSaveBody,
  stockAlertBody,
  stockAlerts,
  stockAlertsQuery,
  stockAdjustBody,
  stockAdjustResult,
  stockMovementListQuery,
  stockMovementRow,
  viewDeleteBody,
  waitingStockAlert,
} from '../catalogue.ts';
import { pageQuery, pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { catalogueAdminEndpoints, catalogueEndpoints, goodsEngagementEndpoints } from './endpoints/catalogue.ts';

export const catalogueRoutes = withSchemas(catalogueEndpoints, {
  categories: { response: categoryTree },
  list: { query: goodsListQuery, response: pageResultOf(goodsCard) },
  detail: { query: goodsIdQuery, response: goodsDetail },
  hotKeywords: { response: hotKeywordList },
});

export const goodsEngagementRoutes = withSchemas(goodsEngagementEndpoints, {
  collectState: { query: collectQuery, response: collectState },
  collect: { body: collectBody, response: collectState },
  collectList: { query: pageQuery, response: pageResultOf(savedGoods) },
  viewList: { query: pageQuery, response: pageResultOf(savedGoods) },
  viewDelete: { body: viewDeleteBody, response: z.null() },
  stockAlerts: { query: stockAlertsQuery, response: stockAlerts },
  stockAlert: { body: stockAlertBody, response: stockAlerts },
  stockAlertList: { query: pageQuery, response: pageResultOf(waitingStockAlert) },
  stockAlertCancel: { body: stockAlertBody, response: stockAlerts },
});

export const catalogueAdminRoutes = {
  categories: withSchemas(catalogueAdminEndpoints.categories, {
    list: { response: z.array(categoryAdminRow) },
    save: { body: categorySaveBody, response: categoryAdminRow },
    reorder: { body: categoryReorderBody, response: z.array(categoryAdminRow) },
    delete: { body: idBody, response: z.null() },
  }),
  products: withSchemas(catalogueAdminEndpoints.products, {
    list: { query: productAdminListQuery, response: pageResultOf(productAdminRow) },
    detail: { query: goodsIdQuery, response: productAdminDetail },
    save: { body: productSaveBody, response: productAdminDetail },
    status: { body: productStatusBody, response: z.null() },
    delete: { body: idBody, response: z.null() },
    bulkStatus: { body: productBulkStatusBody, response: bulkResult },
    bulkDelete: { body: bulkIdsBody, response: bulkResult },
    duplicate: { body: idBody, response: productAdminDetail },
    export: { query: productExportQuery, response: productCsvFile },
    import: { body: productImportBody, response: productImportResult },
  }),
  stockMovements: withSchemas(catalogueAdminEndpoints.stockMovements, {
    list: { query: stockMovementListQuery, response: pageResultOf(stockMovementRow) },
    adjust: { body: stockAdjustBody, response: stockAdjustResult },
  }),
  hotKeywords: withSchemas(catalogueAdminEndpoints.hotKeywords, {
    list: { query: hotKeywordListQuery, response: pageResultOf(hotKeywordRow) },
    save: { body: hotKeywordSaveBody, response: hotKeywordRow },
    delete: { body: idBody, response: z.null() },
  }),
  searchSynonyms: withSchemas(catalogueAdminEndpoints.searchSynonyms, {
    list: { query: searchSynonymListQuery, response: pageResultOf(searchSynonymRow) },
    save: { body: searchSynonymSaveBody, response: searchSynonymRow },
    delete: { body: idBody, response: z.null() },
  }),
};
