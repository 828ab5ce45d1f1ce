import { z } from '../validation.ts';
import type { Endpoint, StorefrontEndpoint, AdminEndpoint } from './endpoint.ts';

/** The zod schemas of a route: its input, and the `data` of a successful `{code, data, msg}` answer. */
export interface RouteSchemas {
  /** Path parameters (`/users/:id`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** A route declared once for the server and both apps: its endpoint (endpoint.ts) and its schemas. */
export type StorefrontRoute = StorefrontEndpoint & RouteSchemas;
export type AdminRoute = AdminEndpoint & RouteSchemas;
export type RouteDeclaration = StorefrontRoute | AdminRoute;

/** A domain's routes: each endpoint of the group with its schemas, matched by name (each fact is written once). */
export function withSchemas<const E extends Record<string, Endpoint>, const S extends { [K in keyof E]: RouteSchemas }>(
  endpoints: E,
  schemas: S & Record<Exclude<keyof S, keyof E>, never>,
): { [K in keyof E]: E[K] & S[K] } {
  return Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, ...schemas[name] }])) as { [K in keyof E]: E[K] & S[K] };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParams<D extends RouteDeclaration> = Output<D['params']>;
export type RouteQuery<D extends RouteDeclaration> = Output<D['query']>;
export type RouteBody<D extends RouteDeclaration> = Output<D['body']>;
export type RouteResponse<D extends RouteDeclaration> = z.output<D['response']>;


/** The `{code, data, msg}` envelope of DESIGN.md §4 around a route's data. */
export const envelopeOf = <S extends z.ZodType>(data: S) => z.object({ code: z.number().int(), data, msg: z.string() });
