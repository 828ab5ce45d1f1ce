import {
  articleListQuery,
  articleRow,
  articleSaveBody,
} from '../admin/system.ts';
import { bannerListQuery, bannerRow, bannerSaveBody, noticeListQuery, noticeRow, noticeSaveBody } from '../admin/content.ts';
import { idBody } from '../admin/common.ts';
import { articleQuery, articleView, homeContent, systemConfig } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { contentEndpoints, contentAdminEndpoints } from './endpoints/content.ts';

export const contentRoutes = withSchemas(contentEndpoints, {
  config: { response: systemConfig },
  article: { query: articleQuery, response: articleView },
  home: { response: homeContent },
});

export const contentAdminRoutes = {
  banners: withSchemas(contentAdminEndpoints.banners, {
    list: { query: bannerListQuery, response: pageResultOf(bannerRow) },
    save: { body: bannerSaveBody, response: bannerRow },
    delete: { body: idBody, response: z.null() },
  }),
  notices: withSchemas(contentAdminEndpoints.notices, {
    list: { query: noticeListQuery, response: pageResultOf(noticeRow) },
    save: { body: noticeSaveBody, response: noticeRow },
    delete: { body: idBody, response: z.null() },
  }),
  articles: withSchemas(contentAdminEndpoints.articles, {
    list: { query: articleListQuery, response: pageResultOf(articleRow) },
    save: { body: articleSaveBody, response: articleRow },
    delete: { body: idBody, response: z.null() },
  }),
};
