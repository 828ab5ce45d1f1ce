import fp from 'fastify-plugin';
import type { App } from './types.ts';

function queryValue(query: unknown, name: string): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** `lang` and `currency` ride on every call (SPEC §7); resolve them once per request. */
export const requestContextPlugin = fp(
  async (app: App) => {
    const { ref } = app.deps;
    app.decorateRequest('lang', '');
    app.decorateRequest('currency', null as never);
    app.decorateRequest('user', null as never);
    app.addHook('onRequest', async (request) => {
      request.lang = await ref.resolveLanguage(queryValue(request.query, 'lang'));
      request.currency = (await ref.findCurrency(queryValue(request.query, 'currency'))) ?? (await ref.baseCurrency());
    });
  },
  { name: 'request-context' },
);
