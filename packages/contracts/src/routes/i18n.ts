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
import { dictionary, dictionaryQuery, langQuery, languageChoice, languageItem } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { i18nEndpoints, i18nAdminEndpoints } from './endpoints/i18n.ts';

export const i18nRoutes = withSchemas(i18nEndpoints, {
  languages: { response: z.array(languageItem) },
  translations: { query: dictionaryQuery, response: dictionary },
  updateLang: { query: langQuery, response: languageChoice },
});

export const i18nAdminRoutes = {
  languages: withSchemas(i18nAdminEndpoints.languages, {
    list: { query: languageListQuery, response: pageResultOf(adminLanguageRow) },
    save: { body: languageSaveBody, response: adminLanguageRow },
    delete: { body: idBody, response: z.null() },
  }),
  translations: withSchemas(i18nAdminEndpoints.translations, {
    list: { query: translationListQuery, response: pageResultOf(translationRow) },
    save: { body: translationSaveBody, response: translationRow },
    delete: { body: translationDeleteBody, response: z.null() },
  }),
};
