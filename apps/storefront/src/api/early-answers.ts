import { apiHeaders, REQUEST_TIMEOUT_MS } from './request-address.ts';

const asked = new Map<string, Promise<Response>>();

/**
 * A GET made before the API client has loaded (the entry asks for what the first screen needs
 * while the app's code downloads); the client takes the answer over once it asks for `url`.
 * The returned response is the caller's to read; the client reads its own copy.
 */
export function askEarly(url: string): Promise<Response> {
  const response = fetch(url, { headers: apiHeaders(), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  asked.set(url, response);
  // Unclaimed answers (the client found what it needed elsewhere) fail quietly.
  response.catch(() => undefined);
  return response.then((answer) => answer.clone());
}

/** The early answer to a GET of `url`, once; undefined when none was asked for. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const response = asked.get(url);
  asked.delete(url);
  return response;
}
