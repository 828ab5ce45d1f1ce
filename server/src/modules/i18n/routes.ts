import { langQuery } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import { setUserLanguage } from '../identity/service.ts';
import { langCacheTime, listLanguages, translationsFor } from './service.ts';

export async function i18nRoutes(app: App) {
  const { deps } = app;

  app.get('/language', { schema: { tags: ['i18n'] } }, async () => listLanguages(deps));

  app.get('/translate', { schema: { tags: ['i18n'] } }, async (request) => translationsFor(deps, request.lang));

  /** Switches the interface language; a signed-in user's choice is remembered on the account. */
  app.get('/common/updateLang', { schema: { querystring: langQuery, tags: ['i18n'] } }, async (request) => {
    const lang = await deps.ref.resolveLanguage(request.query.lang);
    const token = tokenFromRequest(request);
    if (token) {
      const { user } = await authenticate(deps.db, token);
      await setUserLanguage(deps, user.id, lang);
    }
    return { lang, lang_cache_time: await langCacheTime(deps) };
  });
}
