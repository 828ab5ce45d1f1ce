import type { Envelope } from '@roamcart/contracts';
import type { RouteInput, RouteRef, RouteResponse, StorefrontRoute } from '@roamcart/contracts/api';
import { ErrorCode, SESSION_ERROR_CODES } from '@roamcart/contracts/errors';
import { t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigation.ts';
import { showToast } from '../lib/notify.ts';
import { closeOverlay, openOverlay } from '../lib/overlay.ts';
import { clearSession, currentToken } from '../lib/session.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { apiHeaders, apiUrl, routeRequest, REQUEST_TIMEOUT_MS, type QueryValue } from './request-address.ts';

/** The one HTTP client of the storefront (SPEC §7-8). Every call goes through `request`. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** A refused call: the server's code and translated message, and per-field messages for forms. */
export class ApiError extends Error {
  readonly code: number;
  readonly fields: Record<string, string>;

  constructor(code: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.fields = fields;
  }
}

/** The call never got an envelope back: network down, timed out, or aborted. */
export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransportError';
  }
}

type EnvelopeOutcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'session-ended'; message: string }
  | { kind: 'refused'; error: ApiError };

function fieldMessages(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What an envelope means for the caller; no side effects, so it is easy to test. */
export function readEnvelope<T>(envelope: Envelope<T>): EnvelopeOutcome<T> {
  if (envelope.code === ErrorCode.Success) return { kind: 'ok', data: envelope.data };
  if (SESSION_ERROR_CODES.includes(envelope.code)) return { kind: 'session-ended', message: envelope.msg };
  // 4001/4002 name their fields, and so do refusals about one field (4103 email taken, 4108 wrong password).
  return { kind: 'refused', error: new ApiError(envelope.code, envelope.msg || t('http.failed'), fieldMessages(envelope.data)) };
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Query parameters; `lang` and `currency` are added to every call. */
  params?: Record<string, QueryValue>;
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** The full-screen loading overlay; on unless a call opts out. */
  overlay?: boolean;
  /** Sent as the Idempotency-Key header: a retry of one user action must not act twice. */
  idempotencyKey?: string;
}

async function send(url: string, options: RequestOptions, timeoutMs: number): Promise<Envelope<unknown>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const early = options.method === 'POST' ? undefined : takeEarlyAnswer(url);
    const response = await (early ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers: apiHeaders(options.body, options.idempotencyKey),
        body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
        signal: controller.signal,
      }));
    // An outage of the server's database or Redis still answers an envelope (code 5003, HTTP 503): read it like any other.
    if (!response.ok && !response.headers.get('content-type')?.startsWith('application/json')) throw new TransportError(t('http.status', { status: response.status }));
    return (await response.json()) as Envelope<unknown>;
  } catch (error) {
    if (error instanceof TransportError) throw error;
    // An early request (early-answers.ts) runs out of time on its own signal.
    if (timedOut || (error as Error | null)?.name === 'TimeoutError') throw new TransportError(t('http.timeout', { ms: timeoutMs }));
    // The browser gave up on the call itself (the page is being left, or the request was stopped).
    if ((error as Error | null)?.name === 'AbortError') throw new TransportError(t('http.aborted'));
    if (error instanceof SyntaxError) throw new TransportError(t('http.bad_response'));
    throw new TransportError(t('http.network_error'));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call: overlay on before it and off 500 ms after the answer; 200 gives the data; a session
 * code shows the message, forgets the session and goes to /login; any other code rejects with an
 * ApiError, showing the message unless it names fields (the form shows those under the fields,
 * and one problem is told once); a transport failure closes the overlay, shows and rethrows.
 */
async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const withOverlay = options.overlay ?? true;
  const isUpload = options.body instanceof FormData;
  const sentToken = currentToken();
  if (withOverlay) openOverlay();
  let envelope: Envelope<unknown>;
  try {
    envelope = await send(apiUrl(path, options.params), options, isUpload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  } catch (error) {
    if (withOverlay) closeOverlay(true);
    showToast((error as Error).message);
    throw error;
  }
  if (withOverlay) closeOverlay();
  return settle<T>(envelope, sentToken);
}

/**
 * What an envelope gives the caller: the data of a 200; a session code forgets the session (unless
 * the page has left it since `sentToken`) and goes to /login; any other code is an ApiError, its
 * message shown unless it names fields.
 */
function settle<T>(envelope: Envelope<unknown>, sentToken: string | null): T {
  const outcome = readEnvelope(envelope as Envelope<T>);
  if (outcome.kind === 'ok') return outcome.data;
  if (outcome.kind === 'session-ended') {
    // An answer about a session this page has already left (signed out, account deleted, another
    // user signed in meanwhile) ends nothing and goes nowhere.
    if (currentToken() !== sentToken) throw new ApiError(envelope.code, outcome.message);
    clearSession();
    // Parallel calls of one dead session report it once.
    if (sentToken !== null) showToast(outcome.message);
    navigateTo('/login');
    throw new ApiError(envelope.code, outcome.message);
  }
  if (Object.keys(outcome.error.fields).length === 0) showToast(outcome.error.message);
  throw outcome.error;
}

/** How a declared route is called: its input (body, query or path parameters), then options. */
type CallArgs<D extends StorefrontRoute> = undefined extends RouteInput<D>
  ? [input?: RouteInput<D>, options?: CallOptions]
  : [input: RouteInput<D>, options?: CallOptions];

interface CallOptions {
  /** The full-screen loading overlay; on unless a call opts out. */
  overlay?: boolean;
  /** Another language than the interface's, e.g. to fetch the dictionary being switched to. */
  lang?: string;
  /** For calls that take one (order create and pay): the same key for every try of one action. */
  idempotencyKey?: string;
}

/**
 * Calls a route declared in contracts: its method and path come from the declaration, and so do
 * the types of the input and of the answer. GET sends the input as query parameters, POST as body.
 */
export function call<D extends StorefrontRoute>(route: RouteRef<D>, ...[input, options = {}]: CallArgs<D>): Promise<RouteResponse<D>> {
  const { path, params } = routeRequest(route, (input ?? {}) as Record<string, QueryValue>, options.lang);
  if (route.method === 'GET') return request<RouteResponse<D>>(path, { method: 'GET', params, overlay: options.overlay });
  return request<RouteResponse<D>>(path, { method: 'POST', body: input ?? {}, overlay: options.overlay, idempotencyKey: options.idempotencyKey });
}

/** The file name a download answer gives in Content-Disposition, else `fallback`. */
function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a declared download route's file with the session's token (a plain link cannot carry
 * it) and hands it to the browser to save or open, under the overlay; a refusal is an envelope,
 * settled like any call's, and a transport failure is shown and rethrown.
 */
export async function download<D extends StorefrontRoute & { download: true }>(route: RouteRef<D>, input: RouteInput<D>): Promise<void> {
  const sentToken = currentToken();
  openOverlay();
  let response: Response;
  try {
    response = await fetch(apiUrl(route.path, input as Record<string, QueryValue>), { headers: apiHeaders(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok && !response.headers.get('content-type')?.startsWith('application/json')) throw new TransportError(t('http.status', { status: response.status }));
  } catch (error) {
    closeOverlay(true);
    const failure = error instanceof TransportError ? error : new TransportError(t((error as Error | null)?.name === 'TimeoutError' ? 'http.timeout' : 'http.network_error', { ms: REQUEST_TIMEOUT_MS }));
    showToast(failure.message);
    throw failure;
  }
  closeOverlay();
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    settle<never>((await response.json()) as Envelope<unknown>, sentToken);
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), route.path.split('/').at(-1) ?? 'download');
  link.click();
  // The browser has started the download by the next task; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Multipart upload of one file in field `file` to a declared upload route, with the longer upload timeout. */
export function upload<D extends StorefrontRoute & { upload: true }>(route: RouteRef<D>, file: Blob): Promise<RouteResponse<D>> {
  const form = new FormData();
  form.append('file', file);
  return request<RouteResponse<D>>(route.path, { method: 'POST', body: form });
}
