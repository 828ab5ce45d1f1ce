import { z } from '../validation.ts';

/**
 * A route declared once for the server and both apps: method, path (under /app_index or
 * /admin_api), who may call it, and the zod schemas of its input and of the `data` it answers.
 */
interface RouteSpec {
  method: 'GET' | 'POST';
  path: string;
  /** The OpenAPI group. */
  tag: string;
  /** Path parameters (`/users/:id`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload of one file in field `file`, instead of a JSON body. */
  upload?: true;
  /** The `data` of a successful `{code, data, msg}` answer. */
  response: z.ZodType;
}

/** `public`: anyone; `user`: a signed-in customer (the token is checked before the input). */
export interface StorefrontRoute extends RouteSpec {
  api: 'storefront';
  auth: 'public' | 'user';
}

/**
 * `public`: no session (sign-in); `signed-in`: any admin with a session; otherwise the API
 * permission code from the registry (permissions.ts) the admin's role must hold.
 */
export interface AdminRoute extends RouteSpec {
  api: 'admin';
  auth: 'public' | 'signed-in' | `${string}:${string}`;
}

export type RouteDeclaration = StorefrontRoute | AdminRoute;

export const storefrontRoute = <const D extends Omit<StorefrontRoute, 'api'>>(declaration: D) => ({ ...declaration, api: 'storefront' as const });
export const adminRoute = <const D extends Omit<AdminRoute, 'api'>>(declaration: D) => ({ ...declaration, api: 'admin' as const });

export const API_PREFIX = { storefront: '/app_index', admin: '/admin_api' } as const;

/** The full URL path of a route, e.g. `/app_index/address/save`. */
export function routeUrl(route: RouteDeclaration): string {
  return `${API_PREFIX[route.api]}${route.path}`;
}

/** The path with its `:name` parameters filled in. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type RouteParams<D extends RouteDeclaration> = Output<D['params']>;
export type RouteQuery<D extends RouteDeclaration> = Output<D['query']>;
export type RouteBody<D extends RouteDeclaration> = Output<D['body']>;
export type RouteResponse<D extends RouteDeclaration> = z.output<D['response']>;

/** What a client passes: the body of a POST, else the query, else the path parameters; nothing when none. */
export type RouteInput<D extends RouteDeclaration> = D['body'] extends z.ZodType
  ? Input<D['body']>
  : D['query'] extends z.ZodType
    ? Input<D['query']>
    : D['params'] extends z.ZodType
      ? Input<D['params']>
      : undefined;

/** The `{code, data, msg}` envelope of DESIGN.md §4 around a route's data. */
export const envelopeOf = <S extends z.ZodType>(data: S) => z.object({ code: z.number().int(), data, msg: z.string() });
