import type { z } from 'zod';

/**
 * Where a route is and who may call it: method, path (under /app_index or /admin_api), auth.
 * Kept apart from the zod schemas (define.ts) so the apps can call routes without loading zod.
 */
interface EndpointSpec {
  method: 'GET' | 'POST';
  path: string;
  /** The OpenAPI group. */
  tag: string;
  /** A multipart upload of one file in field `file`, instead of a JSON body. */
  upload?: true;
  /** Answers a file (its bytes with their Content-Type and Content-Disposition) instead of the envelope; a refusal is still an envelope. */
  download?: true;
}

/** `public`: anyone; `user`: a signed-in customer (the token is checked before the input). */
export interface StorefrontEndpoint extends EndpointSpec {
  api: 'storefront';
  auth: 'public' | 'user';
}

/**
 * `public`: no session (sign-in); `signed-in`: any admin with a session; otherwise the API
 * permission code from the registry (permissions.ts) the admin's role must hold.
 */
export interface AdminEndpoint extends EndpointSpec {
  api: 'admin';
  auth: 'public' | 'signed-in' | `${string}:${string}`;
}

export type Endpoint = StorefrontEndpoint | AdminEndpoint;

/** The zod schemas of a route: its input, and the `data` of a successful `{code, data, msg}` answer. */
export interface RouteSchemas {
  /** Path parameters (`/users/:id`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** A route declared once for the server and both apps: its endpoint and its schemas. */
export type StorefrontRoute = StorefrontEndpoint & RouteSchemas;
export type AdminRoute = AdminEndpoint & RouteSchemas;
export type RouteDeclaration = StorefrontRoute | AdminRoute;

// Marked pure, so an app's bundle drops the endpoints it never calls (the storefront's entry carried the back office's).
export const storefrontEndpoint = /* @__NO_SIDE_EFFECTS__ */ <const E extends Omit<StorefrontEndpoint, 'api'>>(endpoint: E) => ({ ...endpoint, api: 'storefront' as const });
export const adminEndpoint = /* @__NO_SIDE_EFFECTS__ */ <const E extends Omit<AdminEndpoint, 'api'>>(endpoint: E) => ({ ...endpoint, api: 'admin' as const });

export const API_PREFIX = { storefront: '/app_index', admin: '/admin_api' } as const;

/** The full URL path of a route, e.g. `/app_index/address/save`. */
export function routeUrl(route: Endpoint): string {
  return `${API_PREFIX[route.api]}${route.path}`;
}

/** Whether the path has `:name` parameters (`/users/:id`). */
export function hasPathParams(route: { path: string }): boolean {
  return route.path.includes('/:');
}

/** The path with its `:name` parameters filled in. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * A route as the apps hold it: the endpoint at run time, with its declaration (schemas included)
 * as a type only, so calls are typed by the declaration without bundling its schemas.
 */
export type RouteRef<D extends RouteDeclaration> = Pick<D, 'api' | 'method' | 'path' | 'tag' | 'auth'> & {
  readonly upload?: D extends { upload: true } ? true : undefined;
  readonly download?: D extends { download: true } ? true : undefined;
  readonly declaration?: D;
};

/** The refs of a route table, in the same shape. */
export type RouteRefs<T> = { readonly [K in keyof T]: T[K] extends RouteDeclaration ? RouteRef<T[K]> : RouteRefs<T[K]> };

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a client passes: the body of a POST, else the query, else the path parameters; nothing when none. */
export type RouteInput<D extends RouteDeclaration> = D['body'] extends z.ZodType
  ? Input<D['body']>
  : D['query'] extends z.ZodType
    ? Input<D['query']>
    : D['params'] extends z.ZodType
      ? Input<D['params']>
      : undefined;
