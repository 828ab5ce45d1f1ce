import { ErrorCode, storefrontRoutes, type SystemConfig } from '@roamcart/contracts';
import { eq } from 'drizzle-orm';
import { articles } from './tables.ts';
import { AppError } from '../../platform/errors.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App, AppDeps } from '../../platform/types.ts';
import { langCacheTime } from '../i18n/index.ts';
import { localized } from '../../platform/localized.ts';
import { homeContent } from './home.ts';

const routes = storefrontRoutes.content;

/** The system configuration the storefront starts from: GET /common/config, and the served page. */
export async function storefrontConfig(deps: AppDeps): Promise<SystemConfig> {
  const base = await deps.ref.baseCurrency();
  return {
    earn_url: await deps.ref.parameter('earn_url'),
    currency_code: base.code,
    currency_symbol: base.symbol,
    lang: await deps.ref.defaultLanguage(),
    lang_cache_time: await langCacheTime(deps),
    chat_script_url: await deps.ref.parameter('chat_script_url'),
    hotel_map_style_url: await deps.ref.parameter('hotel_map_style_url'),
  };
}

export async function contentRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.config, async () => storefrontConfig(deps));

  registerRoute(app, routes.article, async (request) => {
    const [article] = await deps.db.select().from(articles).where(eq(articles.key, request.query.key)).limit(1);
    if (!article) throw new AppError(ErrorCode.RecordNotFound);
    const fallback = await deps.ref.defaultLanguage();
    return {
      title: localized(article.title, request.lang, fallback),
      content: localized(article.content, request.lang, fallback),
    };
  });

  registerRoute(app, routes.home, async (request) => homeContent(deps.db, await readerOf(deps, request)));
}
