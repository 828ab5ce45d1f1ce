import { z } from '../validation.ts';
import type { Endpoint, RouteDeclaration, RouteSchemas } from './endpoint.ts';

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
