import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { authenticate, tokenFromRequest } from '../../platform/user-auth.ts';
import { setUserLanguage } from '../identity/index.ts';
import { langCacheTime, listLanguages, translationsFor } from './service.ts';

const routes = storefrontRoutes.i18n;

export async function i18nRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.languages, async () => listLanguages(deps));

  // Every first visit loads a dictionary (its app's part, ~50 KB of JSON): the rendered answer is kept
  // per language and part, and goes whenever translations or languages change (reference data's
  // onChange clears the cache).
  registerRoute(app, routes.translations, async (request) => translationsFor(deps, request.lang, request.query.app), { cache: { region: 'translations' } });

  /** Switches the interface language; a signed-in user's choice is remembered on the account. */
  registerRoute(app, routes.updateLang, async (request) => {
    const lang = await deps.ref.resolveLanguage(request.query.lang);
    const token = tokenFromRequest(request);
    if (token) {
      const { user } = await authenticate(deps, token);
      await setUserLanguage(deps, user.id, lang);
    }
    return { lang, lang_cache_time: await langCacheTime(deps) };
  });
}
