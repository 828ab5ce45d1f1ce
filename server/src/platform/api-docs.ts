import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_PREFIX } from './admin-auth.ts';
import type { App } from './types.ts';

export const STOREFRONT_DOCS = '/app_index/docs';
export const ADMIN_DOCS = `${ADMIN_PREFIX}/docs`;

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The document restricted to the paths under `prefix`: one API's routes, not the other's. */
function documentOf(whole: OpenApiDocument, prefix: string): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([url]) => url.startsWith(`${prefix}/`)));
  return { ...whole, paths };
}

/**
 * OpenAPI generated from the zod schemas. The storefront's document (and its UI) is public at
 * /app_index/docs; the back office's lists every admin route, so only a signed-in admin gets it,
 * at /admin_api/docs/json behind the admin session like any other back-office read.
 */
export const apiDocsPlugin = fp(
  async (app: App) => {
    await app.register(swagger, {
      openapi: { info: { title: 'Roamcart API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: STOREFRONT_DOCS,
      transformSpecification: (whole) => documentOf(whole as OpenApiDocument, '/app_index'),
    });
    app.get(
      `${ADMIN_DOCS}/json`,
      { schema: { hide: true }, config: { envelope: false, adminAccess: 'signed-in' } },
      async () => documentOf(app.swagger() as OpenApiDocument, ADMIN_PREFIX),
    );
  },
  { name: 'api-docs', dependencies: ['admin-auth'] },
);

/** Pages served as they are (no envelope), with the inline script the Swagger UI needs. */
export function isDocsUrl(url: string): boolean {
  return url.startsWith(STOREFRONT_DOCS) || url.startsWith(ADMIN_DOCS);
}
