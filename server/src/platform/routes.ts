import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import { envelopeOf, type RouteBody, type RouteDeclaration, type RouteParams, type RouteQuery, type RouteResponse } from '@roamcart/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isApiUrl } from './envelope.ts';
import { serveCachedAnswers } from './response-cache.ts';
import type { App } from './types.ts';

export type RouteRequest<D extends RouteDeclaration> = FastifyRequest<{ Params: RouteParams<D>; Querystring: RouteQuery<D>; Body: RouteBody<D> }>;

/** A handler of a declared route: its input typed from the declaration, its answer checked against it. */
export type RouteHandler<D extends RouteDeclaration> = (request: RouteRequest<D>, reply: FastifyReply) => Promise<RouteResponse<D>>;

/** What the back-office access check (admin-auth.ts) reads from a route's config. */
function adminAccessConfig(auth: string): FastifyContextConfig {
  if (auth === 'public' || auth === 'signed-in') return { adminAccess: auth };
  return { permission: auth };
}

/**
 * Registers `handler` for a route declared in contracts: its path and method, its input schemas,
 * the envelope around its `data` as the response schema (the answer is encoded by that schema, so
 * a field it does not declare never leaves the server, and OpenAPI shows it), and who may call it.
 * A storefront token is checked in preValidation, before the input, like the back-office session.
 * `options` adds route config (e.g. a rate limit), a preHandler (e.g. a per-account limit), and
 * `cache`: the answers are kept in `deps.responses` under that region (see response-cache.ts),
 * except for callers `personal` says the answer depends on.
 */
export function registerRoute<D extends RouteDeclaration>(
  app: App,
  route: D,
  handler: RouteHandler<D>,
  options: {
    config?: FastifyContextConfig;
    preHandler?: (request: FastifyRequest) => Promise<void>;
    cache?: { region: string; personal?: (request: FastifyRequest) => boolean };
  } = {},
): void {
  const response = envelopeOf(route.response);
  const cache = options.cache;
  const download = route.download === true;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: [route.tag],
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      ...(route.upload && { consumes: ['multipart/form-data'] }),
      // A download's answer is the file itself; its refusals are envelopes sent by the error handler.
      ...(!download && { response: { 200: response } }),
    },
    config: { ...options.config, ...(route.api === 'admin' ? adminAccessConfig(route.auth) : {}), declaration: route, ...(download && { envelope: false }) },
    ...(route.api === 'storefront' && route.auth === 'user' && { preValidation: app.requireUser }),
    ...(options.preHandler && { preHandler: options.preHandler as preHandlerAsyncHookHandler }),
    ...(cache && {
      onRequest: serveCachedAnswers(
        app.deps.responses,
        app.deps.ref,
        cache.region,
        serializerCompiler({ schema: response, method: route.method, url: route.path, httpStatus: '200' }),
        cache.personal ?? (() => false),
      ) as onRequestAsyncHookHandler,
    }),
    handler: (download ? sendFile(handler as RouteHandler<RouteDeclaration>) : handler) as unknown as RouteHandlerMethod,
  });
}

/** A download route's handler answers `{filename, content_type, content}`: the bytes go out as an attachment of that type and name, never cached by a proxy. */
function sendFile(handler: RouteHandler<RouteDeclaration>) {
  return async (request: RouteRequest<RouteDeclaration>, reply: FastifyReply) => {
    const file = (await handler(request, reply)) as { filename: string; content_type: string; content: Uint8Array };
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.content));
  };
}

/** An API route as registered, with the declaration it came from (null: registered by hand). */
export interface RegisteredApiRoute {
  method: string;
  url: string;
  declaration: RouteDeclaration | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /app_index and /admin_api route, for the check that each one is declared in contracts. */
    apiRoutes: RegisteredApiRoute[];
  }
}

export const routeTablePlugin = fp(
  async (app: App) => {
    app.decorate('apiRoutes', [] as RegisteredApiRoute[]);
    app.addHook('onRoute', (route) => {
      // Downloads answer without the envelope but are declared routes all the same.
      if ((route.config?.envelope === false && !route.config.declaration) || !isApiUrl(route.url)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, declaration: route.config?.declaration ?? null });
      }
    });
  },
  { name: 'route-table' },
);
