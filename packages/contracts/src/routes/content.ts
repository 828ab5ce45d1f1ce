import {
  articleListQuery,
  articleRow,
  articleSaveBody,
} from '../admin/system.ts';
import { bannerListQuery, bannerRow, bannerSaveBody, noticeListQuery, noticeRow, noticeSaveBody } from '../admin/content.ts';
import { idBody } from '../admin/common.ts';
import { articleQuery, articleView, systemConfig } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute, storefrontRoute } from './define.ts';

const tag = 'content';

export const contentRoutes = {
  config: storefrontRoute({ tag, method: 'GET', path: '/common/config', auth: 'public', response: systemConfig }),
  article: storefrontRoute({ tag, method: 'GET', path: '/article/detail', auth: 'public', query: articleQuery, response: articleView }),
};

const adminTag = 'admin content';

/** Banners, notices and articles (return policy, privacy, conditions). */
export const contentAdminRoutes = {
  banners: {
    list: adminRoute({ tag: adminTag, method: 'GET', path: '/banners', auth: 'banners:list', query: bannerListQuery, response: pageResultOf(bannerRow) }),
    save: adminRoute({ tag: adminTag, method: 'POST', path: '/banners/save', auth: 'banners:save', body: bannerSaveBody, response: bannerRow }),
    delete: adminRoute({ tag: adminTag, method: 'POST', path: '/banners/delete', auth: 'banners:delete', body: idBody, response: z.null() }),
  },
  notices: {
    list: adminRoute({ tag: adminTag, method: 'GET', path: '/notices', auth: 'notices:list', query: noticeListQuery, response: pageResultOf(noticeRow) }),
    save: adminRoute({ tag: adminTag, method: 'POST', path: '/notices/save', auth: 'notices:save', body: noticeSaveBody, response: noticeRow }),
    delete: adminRoute({ tag: adminTag, method: 'POST', path: '/notices/delete', auth: 'notices:delete', body: idBody, response: z.null() }),
  },
  articles: {
    list: adminRoute({ tag: adminTag, method: 'GET', path: '/articles', auth: 'articles:list', query: articleListQuery, response: pageResultOf(articleRow) }),
    save: adminRoute({ tag: adminTag, method: 'POST', path: '/articles/save', auth: 'articles:save', body: articleSaveBody, response: articleRow }),
    delete: adminRoute({ tag: adminTag, method: 'POST', path: '/articles/delete', auth: 'articles:delete', body: idBody, response: z.null() }),
  },
};
