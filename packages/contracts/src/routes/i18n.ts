import {
  adminLanguageRow,
  languageListQuery,
  languageSaveBody,
  translationDeleteBody,
  translationListQuery,
  translationRow,
  translationSaveBody,
} from '../admin/system.ts';
import { idBody } from '../admin/common.ts';
import { dictionary, langQuery, languageChoice, languageItem } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute, storefrontRoute } from './define.ts';

const tag = 'i18n';

export const i18nRoutes = {
  languages: storefrontRoute({ tag, method: 'GET', path: '/language', auth: 'public', response: z.array(languageItem) }),
  /** The dictionary of the request's `lang`. */
  translations: storefrontRoute({ tag, method: 'GET', path: '/translate', auth: 'public', response: dictionary }),
  /** Switches the interface language; a signed-in user's choice is remembered on the account. */
  updateLang: storefrontRoute({ tag, method: 'GET', path: '/common/updateLang', auth: 'public', query: langQuery, response: languageChoice }),
};

const adminTag = 'admin i18n';

/** Languages and the translation editor; every change bumps lang_cache_time. */
export const i18nAdminRoutes = {
  languages: {
    list: adminRoute({ tag: adminTag, method: 'GET', path: '/languages', auth: 'languages:list', query: languageListQuery, response: pageResultOf(adminLanguageRow) }),
    save: adminRoute({ tag: adminTag, method: 'POST', path: '/languages/save', auth: 'languages:save', body: languageSaveBody, response: adminLanguageRow }),
    delete: adminRoute({ tag: adminTag, method: 'POST', path: '/languages/delete', auth: 'languages:delete', body: idBody, response: z.null() }),
  },
  translations: {
    list: adminRoute({ tag: adminTag, method: 'GET', path: '/translations', auth: 'translations:list', query: translationListQuery, response: pageResultOf(translationRow) }),
    save: adminRoute({ tag: adminTag, method: 'POST', path: '/translations/save', auth: 'translations:save', body: translationSaveBody, response: translationRow }),
    delete: adminRoute({ tag: adminTag, method: 'POST', path: '/translations/delete', auth: 'translations:delete', body: translationDeleteBody, response: z.null() }),
  },
};
