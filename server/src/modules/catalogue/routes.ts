import type { FastifyRequest } from 'fastify';
import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import { isCollected, listFavourites, listViews, setCollected } from './favourites.ts';
import { readerOf } from '../../platform/reader.ts';
import { activeHotKeywords, categoryTree, goodsDetail, listGoods } from './service.ts';

const { catalogue, goodsEngagement } = storefrontRoutes;

/** The signed-in customer on a public route, or null for a guest or a stale token (browsing stays open). */
async function optionalUserId(deps: AppDeps, request: FastifyRequest): Promise<number | null> {
  const token = tokenFromRequest(request);
  if (!token) return null;
  try {
    return (await authenticate(deps.db, token)).user.id;
  } catch {
    return null;
  }
}

/** Browsing goods (open to guests), favourites and browsing history. */
export async function catalogueRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, catalogue.categories, async (request) => categoryTree(deps.db, request.lang, await deps.ref.defaultLanguage()));
  registerRoute(app, catalogue.list, async (request) => listGoods(deps.db, request.query, await readerOf(deps, request)));
  registerRoute(app, catalogue.detail, async (request) =>
    goodsDetail(deps.db, request.query.id, await readerOf(deps, request), await optionalUserId(deps, request)),
  );
  registerRoute(app, catalogue.hotKeywords, async () => activeHotKeywords(deps.db));

  registerRoute(app, goodsEngagement.collectState, async (request) => ({ collected: await isCollected(deps.db, request.user.id, request.query.goods_id) }));
  registerRoute(app, goodsEngagement.collect, async (request) => ({
    collected: await setCollected(deps.db, request.user.id, request.body.goods_id, request.body.collect),
  }));
  registerRoute(app, goodsEngagement.collectList, async (request) => listFavourites(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, goodsEngagement.viewList, async (request) => listViews(deps.db, request.user.id, request.query, await readerOf(deps, request)));
}
