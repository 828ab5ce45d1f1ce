import { ErrorCode, XSRF_COOKIE, XSRF_HEADER, type Envelope } from '@roamcart/contracts';
import { API_PREFIX, fillPath, hasPathParams, type RouteDeclaration, type RouteInput, type RouteRef, type RouteResponse } from '@roamcart/contracts/api';
import { i18n } from '../i18n/i18n.ts';
import { readCookie } from '../lib/cookies.ts';

const TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 60_000;
/** Not a server code: the request never got an answer (offline, timeout). */
const TRANSPORT_FAILURE = 0;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** `{field: message}` of a refusal about fields (4001, 4002, 4401...), already translated by the server. */
  get fields(): Record<string, string> {
    if (!this.data || typeof this.data !== 'object') return {};
    return Object.fromEntries(Object.entries(this.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
}

/**
 * What the shell listens to: `error` carries a message to show, `signin-needed` says the session
 * is gone (4010) so the app forgets the admin and shows the login page.
 */
export const apiEvents = new EventTarget();
export const API_ERROR_EVENT = 'error';
export const API_SIGNIN_NEEDED_EVENT = 'signin-needed';

/** For a caller without a form: pops up the field messages the client left to the form. */
export function announceFieldErrors(error: unknown): void {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) announceError(Object.values(error.fields).join(' '));
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** The caller shows its own feedback; no message is popped. */
  silent?: boolean;
  headers?: Record<string, string>;
}

function urlFor(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  if (!params.has('lang') && i18n.resolvedLanguage) params.set('lang', i18n.resolvedLanguage);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Pops `message` up through the shell (one toast per distinct text). */
export function announceError(message: string) {
  apiEvents.dispatchEvent(new CustomEvent<string>(API_ERROR_EVENT, { detail: message }));
}

async function request<T>(method: 'GET' | 'POST', path: string, { query, body, silent = false, headers: extra }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  const upload = body instanceof FormData;
  if (method !== 'GET') {
    // SPEC §7: the anti-forgery cookie is echoed in a header on every state-changing call.
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (!upload) headers['Content-Type'] = 'application/json';
  }
  let envelope: Envelope<T>;
  try {
    const response = await fetch(urlFor(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : upload ? body : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS),
    });
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    const message = i18n.t('admin.common.network_error');
    if (!silent) announceError(message);
    throw new ApiError(TRANSPORT_FAILURE, message, null);
  }
  return settle(envelope, silent);
}

/** A successful answer's data; otherwise the refusal thrown (and popped up unless `silent` or about fields). */
function settle<T>(envelope: Envelope<T>, silent: boolean): T {
  if (envelope.code === ErrorCode.Success) return envelope.data;
  if (envelope.code === ErrorCode.AdminSignInNeeded) apiEvents.dispatchEvent(new Event(API_SIGNIN_NEEDED_EVENT));
  const error = new ApiError(envelope.code, envelope.msg, envelope.data);
  // A refusal naming fields is shown once, under those fields, by the form that sent them.
  if (!silent && Object.keys(error.fields).length === 0) announceError(envelope.msg);
  throw error;
}

interface CallOptions {
  /** The caller shows its own feedback; no message is popped. */
  silent?: boolean;
  headers?: Record<string, string>;
  /** Another language than the interface's, e.g. to fetch the dictionary being switched to. */
  lang?: string;
}

/** How a declared route is called: its input (body, query or path parameters), then options. */
type CallArgs<D extends RouteDeclaration> = undefined extends RouteInput<D>
  ? [input?: RouteInput<D>, options?: CallOptions]
  : [input: RouteInput<D>, options?: CallOptions];

/**
 * Calls a route declared in contracts: the back office's own (session cookie + XSRF header) or a
 * public storefront one (languages, translations, configuration). Method, path and the types of
 * input and answer come from the declaration; GET sends the input as query parameters, POST as body.
 */
export function call<D extends RouteDeclaration>(route: RouteRef<D>, ...[input, { lang, ...options } = {}]: CallArgs<D>): Promise<RouteResponse<D>> {
  const values = (input ?? {}) as Query;
  const withParams = hasPathParams(route);
  const url = `${API_PREFIX[route.api]}${withParams ? fillPath(route.path, values) : route.path}`;
  if (route.method === 'GET') return request('GET', url, { ...options, query: { ...(withParams ? {} : values), ...(lang && { lang }) } });
  return request('POST', url, { ...options, body: input });
}

/** A declared download route's file (a PDF...) with the name the server gives it; a refusal comes as an envelope and is thrown like any call's. */
export async function fetchFile<D extends RouteDeclaration & { download: true }>(route: RouteRef<D>, input: RouteInput<D>): Promise<{ filename: string; blob: Blob }> {
  let response: Response;
  try {
    response = await fetch(urlFor(`${API_PREFIX[route.api]}${route.path}`, input as Query), { credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    const message = i18n.t('admin.common.network_error');
    announceError(message);
    throw new ApiError(TRANSPORT_FAILURE, message, null);
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) return settle<never>((await response.json()) as Envelope<never>, false);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? route.path.split('/').at(-1)!;
  return { filename, blob: await response.blob() };
}

/** Multipart upload of one file in field `file` to a declared upload route. */
export function upload<D extends RouteDeclaration & { upload: true }>(route: RouteRef<D>, file: File): Promise<RouteResponse<D>> {
  const form = new FormData();
  form.append('file', file);
  return request('POST', `${API_PREFIX[route.api]}${route.path}`, { body: form });
}

/**
 * A key for the Idempotency-Key header: one per form opening, so a double submit or a retry
 * after a lost answer moves money once. getRandomValues works on plain http too.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
