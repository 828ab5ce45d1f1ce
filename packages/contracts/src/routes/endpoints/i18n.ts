import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'i18n';

const adminTag = 'admin i18n';

export const i18nEndpoints = {
  languages: storefrontEndpoint({ tag, method: 'GET', path: '/language', auth: 'public' }),
  /** The dictionary of the request's `lang`, all of it or one app's part (`app`). */
  translations: storefrontEndpoint({ tag, method: 'GET', path: '/translate', auth: 'public' }),
  /** Switches the interface language; a signed-in user's choice is remembered on the account. */
  updateLang: storefrontEndpoint({ tag, method: 'GET', path: '/common/updateLang', auth: 'public' }),
};

/** Languages and the translation editor; every change bumps lang_cache_time. */
export const i18nAdminEndpoints = {
  languages: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/languages', auth: 'languages:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/languages/save', auth: 'languages:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/languages/delete', auth: 'languages:delete' }),
  },
  translations: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/translations', auth: 'translations:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/translations/save', auth: 'translations:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/translations/delete', auth: 'translations:delete' }),
  },
};
