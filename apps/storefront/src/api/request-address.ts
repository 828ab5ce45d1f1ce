import { fillPath, hasPathParams, type RouteRef, type StorefrontRoute } from '@roamcart/contracts/api';
import { currencyStore, DEFAULT_CURRENCY, localeStore } from '../lib/preferences.ts';
import { currentToken } from '../lib/session.ts';

/**
 * Where a storefront call goes and what it carries (SPEC §7): shared by the API client and the
 * requests the entry makes before the client has loaded (early-answers.ts), which must ask for
 * exactly what the client will ask for.
 */
const API_BASE = '/app_index';
export const REQUEST_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;

/** A call's address: the chosen `lang` and `currency` on every call (`params` may set others), then its own parameters. */
export function apiUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const query = new URLSearchParams();
  const all: Record<string, QueryValue> = {
    lang: localeStore.get() || undefined,
    currency: currencyStore.get() || DEFAULT_CURRENCY,
    ...params,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return `${API_BASE}${path}?${query.toString()}`;
}

/** A call of a declared route: path parameters filled in; for a GET, the rest of the input (and another `lang`) as query parameters. */
export function routeRequest(route: RouteRef<StorefrontRoute>, input: Record<string, QueryValue> = {}, lang?: string) {
  const withParams = hasPathParams(route);
  return {
    path: withParams ? fillPath(route.path, input) : route.path,
    params: { ...(withParams ? {} : input), ...(lang && { lang }) },
  };
}

/** The address of a GET of a declared route. */
export function routeAddress(route: RouteRef<StorefrontRoute>, input: Record<string, QueryValue> = {}, lang?: string): string {
  const { path, params } = routeRequest(route, input, lang);
  return apiUrl(path, params);
}

export function apiHeaders(body?: unknown, idempotencyKey?: string): Headers {
  const headers = new Headers({ 'Client-Type': 'AppIndex', Accept: 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  const token = currentToken();
  if (token) headers.set('Authorization', token);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}
