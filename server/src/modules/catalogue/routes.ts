import type { FastifyRequest } from 'fastify';
import { storefrontRoutes } from '@roamcart/contracts';
import { rememberShared } from '../../platform/response-cache.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import { deleteView, isCollected, listFavourites, listViews, setCollected } from './favourites.ts';
import { readerOf } from '../../platform/reader.ts';
import { cancelStockAlert, listStockAlerts, stockAlertsOf, subscribeStockAlert } from './stock-alerts.ts';
import { KEPT_SEARCHES_SHARE, openSearchEngine } from './search-engine.ts';
import { activeHotKeywords, CATALOGUE_ANSWERS, categoryTree, KeptCards, listGoods, personalGoodsDetail, sharedGoodsDetail } from './service.ts';

const { catalogue, goodsEngagement } = storefrontRoutes;

/** The signed-in customer on a public route, or null for a guest or a stale token (browsing stays open). */
async function optionalUserId(deps: AppDeps, request: FastifyRequest): Promise<number | null> {
  const token = tokenFromRequest(request);
  if (!token) return null;
  try {
    return (await authenticate(deps, token)).user.id;
  } catch {
    return null;
  }
}

/** The same for every caller: kept rendered until a catalogue write (see CATALOGUE_ANSWERS). */
const shared = { cache: { region: CATALOGUE_ANSWERS } };
/** A signed-in caller's goods page records the view and shows their favourite: built for them (on the shared page). */
const sharedWithGuests = { cache: { region: CATALOGUE_ANSWERS, personal: (request: FastifyRequest) => tokenFromRequest(request) !== null } };

/** Browsing goods (open to guests), favourites, browsing history and back-in-stock alerts. */
export async function catalogueRoutes(app: App) {
  const { deps } = app;
  const catalogueGeneration = () => deps.responses.generation(CATALOGUE_ANSWERS);
  const keptBytes = deps.config.SEARCH_KEPT_MIB * 1024 * 1024;
  const keptSearchesBytes = Math.floor(keptBytes * KEPT_SEARCHES_SHARE);
  const searchEngine = openSearchEngine(app, catalogueGeneration, keptSearchesBytes);
  const searching = searchEngine && { engine: searchEngine, cards: new KeptCards(catalogueGeneration, keptBytes - keptSearchesBytes) };

  registerRoute(app, catalogue.categories, async (request) => categoryTree(deps.db, request.lang, await deps.ref.defaultLanguage()), shared);
  registerRoute(app, catalogue.list, async (request) => listGoods(deps.db, request.query, await readerOf(deps, request), searching), shared);
  registerRoute(
    app,
    catalogue.detail,
    async (request) => {
      const { id } = request.query;
      const reader = await readerOf(deps, request);
      const userId = await optionalUserId(deps, request);
      // A guest's whole answer is cached by the route; a customer's is built on the cached shared page.
      if (userId === null) return { ...(await sharedGoodsDetail(deps.db, id, reader)), collected: false };
      const shared = await rememberShared(deps.responses, deps.ref, CATALOGUE_ANSWERS, request, `goods:${id}`, () => sharedGoodsDetail(deps.db, id, reader));
      return personalGoodsDetail(deps.db, shared, userId);
    },
    sharedWithGuests,
  );
  registerRoute(app, catalogue.hotKeywords, async (request) => activeHotKeywords(deps.db, await readerOf(deps, request)), shared);

  registerRoute(app, goodsEngagement.collectState, async (request) => ({ collected: await isCollected(deps.db, request.user.id, request.query.goods_id) }));
  registerRoute(app, goodsEngagement.collect, async (request) => ({
    collected: await setCollected(deps.db, request.user.id, request.body.goods_id, request.body.collect),
  }));
  registerRoute(app, goodsEngagement.collectList, async (request) => listFavourites(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, goodsEngagement.viewList, async (request) => listViews(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, goodsEngagement.viewDelete, async (request) => {
    await deleteView(deps.db, request.user.id, request.body.goods_id);
    return null;
  });
  registerRoute(app, goodsEngagement.stockAlerts, async (request) => stockAlertsOf(deps.db, request.user.id, request.query.goods_id));
  registerRoute(app, goodsEngagement.stockAlert, async (request) => subscribeStockAlert(deps.db, request.user.id, request.body.sku_id));
  registerRoute(app, goodsEngagement.stockAlertList, async (request) => listStockAlerts(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, goodsEngagement.stockAlertCancel, async (request) => cancelStockAlert(deps.db, request.user.id, request.body.sku_id));
}
