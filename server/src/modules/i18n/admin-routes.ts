import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteLanguage, deleteTranslation, listAllLanguages, listTranslations, saveLanguage, saveTranslation } from './admin-service.ts';

const { languages, translations } = adminRoutes;

/** Languages and the translation editor; every change bumps lang_cache_time. */
export async function i18nAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, languages.list, async (request) => listAllLanguages(deps.db, request.query));

  registerRoute(app, languages.save, async (request) => saveLanguage(deps, request.body));

  registerRoute(app, languages.delete, async (request) => {
    await deleteLanguage(deps, request.body.id);
    return null;
  });

  registerRoute(app, translations.list, async (request) => listTranslations(deps.db, request.query));

  registerRoute(app, translations.save, async (request) => saveTranslation(deps, request.body));

  registerRoute(app, translations.delete, async (request) => {
    await deleteTranslation(deps, request.body.key);
    return null;
  });
}
