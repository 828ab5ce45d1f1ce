import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { App } from './types.ts';
import { PROBE_URLS } from './readiness.ts';

/** An id a proxy or client sent is kept only when it cannot forge or flood log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The request's id (Fastify's genReqId; the logs' `reqId`, the `x-request-id` answer header): the
 * incoming `x-request-id` when it is a short safe token, so one id follows a call through the
 * proxies, else a new random one, unique across servers.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

function queryValue(query: unknown, name: string): string | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** `lang` and `currency` ride on every call (SPEC §7); resolve them once per request. The answer names the request's id. */
export const requestContextPlugin = fp(
  async (app: App) => {
    const { ref } = app.deps;
    app.decorateRequest('lang', '');
    app.decorateRequest('currency', null as never);
    app.decorateRequest('user', null as never);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // The probes answer whether the database does: they must not need it to answer at all.
      if (PROBE_URLS.includes(request.routeOptions.url ?? '')) return;
      request.lang = await ref.resolveLanguage(queryValue(request.query, 'lang'));
      request.currency = (await ref.findCurrency(queryValue(request.query, 'currency'))) ?? (await ref.baseCurrency());
    });
  },
  { name: 'request-context' },
);
