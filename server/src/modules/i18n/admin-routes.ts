import { idBody, languageListQuery, languageSaveBody, translationDeleteBody, translationListQuery, translationSaveBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteLanguage, deleteTranslation, listAllLanguages, listTranslations, saveLanguage, saveTranslation } from './admin-service.ts';

const tags = ['admin i18n'];

/** Languages and the translation editor; every change bumps lang_cache_time. */
export async function i18nAdminRoutes(app: App) {
  const { deps } = app;

  app.get('/languages', { schema: { querystring: languageListQuery, tags }, config: { permission: 'languages:list' } }, async (request) =>
    listAllLanguages(deps.db, request.query),
  );

  app.post('/languages/save', { schema: { body: languageSaveBody, tags }, config: { permission: 'languages:save' } }, async (request) =>
    saveLanguage(deps, request.body),
  );

  app.post('/languages/delete', { schema: { body: idBody, tags }, config: { permission: 'languages:delete' } }, async (request) => {
    await deleteLanguage(deps, request.body.id);
    return null;
  });

  app.get('/translations', { schema: { querystring: translationListQuery, tags }, config: { permission: 'translations:list' } }, async (request) =>
    listTranslations(deps.db, request.query),
  );

  app.post('/translations/save', { schema: { body: translationSaveBody, tags }, config: { permission: 'translations:save' } }, async (request) =>
    saveTranslation(deps, request.body),
  );

  app.post('/translations/delete', { schema: { body: translationDeleteBody, tags }, config: { permission: 'translations:delete' } }, async (request) => {
    await deleteTranslation(deps, request.body.key);
    return null;
  });
}
