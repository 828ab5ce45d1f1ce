import { adminRoutes } from '@roamcart/contracts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import {
  deleteCategory,
  deleteHotKeyword,
  bulkDeleteProducts,
  bulkProductStatus,
  deleteProduct,
  listCategories,
  listHotKeywords,
  listProducts,
  listStockMovements,
  productDetail,
  reorderCategories,
  saveCategory,
  saveHotKeyword,
  saveProduct,
  setProductStatus,
} from './admin-service.ts';
import { duplicateProduct } from './product-copy.ts';
import { exportProducts, importProducts } from './product-csv.ts';
import { deleteSearchSynonym, listSearchSynonyms, saveSearchSynonym } from './search-synonyms.ts';
import { CATALOGUE_ANSWERS } from './service.ts';
import { adjustStock } from './stock-adjust.ts';

const { categories, products, stockMovements, hotKeywords, searchSynonyms } = adminRoutes;

/** Categories, products with specs and SKUs, stock movements, hot keywords, search synonyms. */
export async function catalogueAdminRoutes(app: App) {
  const { deps } = app;

  // Every write of the catalogue's back office (this plugin's routes, present and future) drops
  // the storefront's cached goods answers before its caller hears back, and tells the other servers.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET') return;
    deps.responses.invalidate(CATALOGUE_ANSWERS);
    await dropCachedAnswers(deps.db, CATALOGUE_ANSWERS);
  });

  registerRoute(app, categories.list, async () => listCategories(deps.db));
  registerRoute(app, categories.save, async (request) => saveCategory(deps.db, request.body));
  registerRoute(app, categories.reorder, async (request) => reorderCategories(deps.db, request.body));
  registerRoute(app, categories.delete, async (request) => {
    await deleteCategory(deps.db, request.body.id);
    return null;
  });

  registerRoute(app, products.list, async (request) => listProducts(deps, request.query, request.lang));
  registerRoute(app, products.detail, async (request) => productDetail(deps, request.query.id));
  registerRoute(app, products.save, async (request) => saveProduct(deps, request.body, `admin:${request.admin.id}`));
  registerRoute(app, products.status, async (request) => {
    await setProductStatus(deps.db, request.body.ids, request.body.status);
    return null;
  });
  registerRoute(app, products.delete, async (request) => {
    await deleteProduct(deps.db, request.body.id);
    return null;
  });
  registerRoute(app, products.bulkStatus, async (request) => bulkProductStatus(deps, request.lang, request.body));
  registerRoute(app, products.bulkDelete, async (request) => bulkDeleteProducts(deps, request.lang, request.body.ids));
  registerRoute(app, products.duplicate, async (request) => duplicateProduct(deps, request.body.id, `admin:${request.admin.id}`));
  registerRoute(app, products.export, async (request) => exportProducts(deps, request.query));
  registerRoute(app, products.import, async (request) => importProducts(deps, request.body.csv, `admin:${request.admin.id}`));

  registerRoute(app, stockMovements.list, async (request) => listStockMovements(deps, request.query));
  registerRoute(app, stockMovements.adjust, async (request) => adjustStock(deps.db, request.body, `admin:${request.admin.id}`));

  registerRoute(app, hotKeywords.list, async (request) => listHotKeywords(deps.db, request.query));
  registerRoute(app, hotKeywords.save, async (request) => saveHotKeyword(deps, request.body));
  registerRoute(app, hotKeywords.delete, async (request) => {
    await deleteHotKeyword(deps.db, request.body.id);
    return null;
  });

  registerRoute(app, searchSynonyms.list, async (request) => listSearchSynonyms(deps.db, request.query));
  registerRoute(app, searchSynonyms.save, async (request) => saveSearchSynonym(deps.db, request.body));
  registerRoute(app, searchSynonyms.delete, async (request) => {
    await deleteSearchSynonym(deps.db, request.body.id);
    return null;
  });
}
