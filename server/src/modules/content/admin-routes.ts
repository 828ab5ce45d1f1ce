import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteArticle, deleteBanner, deleteNotice, listArticles, listBanners, listNotices, saveArticle, saveBanner, saveNotice } from './admin-service.ts';

const { banners, notices, articles } = adminRoutes;

/** Banners, notices and articles (return policy, privacy, conditions). */
export async function contentAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, banners.list, async (request) => listBanners(deps.db, request.query));
  registerRoute(app, banners.save, async (request) => saveBanner(deps, request.body));
  registerRoute(app, banners.delete, async (request) => {
    await deleteBanner(deps.db, request.body.id);
    return null;
  });

  registerRoute(app, notices.list, async (request) => listNotices(deps.db, request.query));
  registerRoute(app, notices.save, async (request) => saveNotice(deps, request.body));
  registerRoute(app, notices.delete, async (request) => {
    await deleteNotice(deps.db, request.body.id);
    return null;
  });

  registerRoute(app, articles.list, async (request) => listArticles(deps.db, request.query));
  registerRoute(app, articles.save, async (request) => saveArticle(deps, request.body));
  registerRoute(app, articles.delete, async (request) => {
    await deleteArticle(deps.db, request.body.id);
    return null;
  });
}
