import {
  articleListQuery,
  articleSaveBody,
  bannerListQuery,
  bannerSaveBody,
  idBody,
  noticeListQuery,
  noticeSaveBody,
} from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteArticle, deleteBanner, deleteNotice, listArticles, listBanners, listNotices, saveArticle, saveBanner, saveNotice } from './admin-service.ts';

const tags = ['admin content'];

/** Banners, notices and articles (return policy, privacy, conditions). */
export async function contentAdminRoutes(app: App) {
  const { deps } = app;

  app.get('/banners', { schema: { querystring: bannerListQuery, tags }, config: { permission: 'banners:list' } }, async (request) =>
    listBanners(deps.db, request.query),
  );
  app.post('/banners/save', { schema: { body: bannerSaveBody, tags }, config: { permission: 'banners:save' } }, async (request) =>
    saveBanner(deps.db, request.body),
  );
  app.post('/banners/delete', { schema: { body: idBody, tags }, config: { permission: 'banners:delete' } }, async (request) => {
    await deleteBanner(deps.db, request.body.id);
    return null;
  });

  app.get('/notices', { schema: { querystring: noticeListQuery, tags }, config: { permission: 'notices:list' } }, async (request) =>
    listNotices(deps.db, request.query),
  );
  app.post('/notices/save', { schema: { body: noticeSaveBody, tags }, config: { permission: 'notices:save' } }, async (request) =>
    saveNotice(deps.db, request.body),
  );
  app.post('/notices/delete', { schema: { body: idBody, tags }, config: { permission: 'notices:delete' } }, async (request) => {
    await deleteNotice(deps.db, request.body.id);
    return null;
  });

  app.get('/articles', { schema: { querystring: articleListQuery, tags }, config: { permission: 'articles:list' } }, async (request) =>
    listArticles(deps.db, request.query),
  );
  app.post('/articles/save', { schema: { body: articleSaveBody, tags }, config: { permission: 'articles:save' } }, async (request) =>
    saveArticle(deps, request.body),
  );
  app.post('/articles/delete', { schema: { body: idBody, tags }, config: { permission: 'articles:delete' } }, async (request) => {
    await deleteArticle(deps.db, request.body.id);
    return null;
  });
}
