import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'content';

const adminTag = 'admin content';

/**
 * The id of the JSON <script> in which the served storefront page carries the system
 * configuration (what GET /common/config answers), so that startup need not ask for it.
 */
export const STARTUP_CONFIG_ELEMENT_ID = 'startup-config';

/**
 * The cookie in which the storefront keeps its interface language beside its stored choice, so
 * that the server writes the served page (its <html lang dir> and app shell) in that language.
 */
export const LOCALE_COOKIE = 'locale';

export const contentEndpoints = {
  config: storefrontEndpoint({ tag, method: 'GET', path: '/common/config', auth: 'public' }),
  article: storefrontEndpoint({ tag, method: 'GET', path: '/article/detail', auth: 'public' }),
  home: storefrontEndpoint({ tag, method: 'GET', path: '/home/index', auth: 'public' }),
};

/** Banners, notices and articles (return policy, privacy, conditions). */
export const contentAdminEndpoints = {
  banners: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/banners', auth: 'banners:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/banners/save', auth: 'banners:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/banners/delete', auth: 'banners:delete' }),
  },
  notices: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/notices', auth: 'notices:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/notices/save', auth: 'notices:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/notices/delete', auth: 'notices:delete' }),
  },
  articles: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/articles', auth: 'articles:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/articles/save', auth: 'articles:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/articles/delete', auth: 'articles:delete' }),
  },
};
