import { ADMIN_SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@roamcart/contracts';
import type { AdminUserRow, PageResult, ParameterRow, SentMessageRow } from '@roamcart/contracts';
import { inject } from 'vitest';
import { baseUrl } from './browser.ts';

type Query = Record<string, string | number>;

/** The back office's real API, signed in as one admin: session cookie, and the XSRF token on writes. */
export interface AdminApi {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

async function unwrap<T>(response: Response, what: string): Promise<T> {
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 200) throw new Error(`${what} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

function cookieValue(setCookies: string[], name: string): string {
  const value = setCookies.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`));
  if (!value) throw new Error(`the sign-in set no ${name} cookie`);
  return value.slice(name.length + 1);
}

/** Signs in to /admin_api as `admin` with the password the run seeded. */
export async function signInAdmin(): Promise<AdminApi> {
  const response = await fetch(`${baseUrl()}/admin_api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
  });
  const setCookies = response.headers.getSetCookie();
  await unwrap(response, 'POST /auth/login');
  const session = cookieValue(setCookies, ADMIN_SESSION_COOKIE);
  const xsrf = cookieValue(setCookies, XSRF_COOKIE);
  const cookie = `${ADMIN_SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${xsrf}`;

  return {
    async get<T>(path: string, query: Query = {}) {
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
      return unwrap<T>(await fetch(`${baseUrl()}/admin_api${path}?${search.toString()}`, { headers: { Cookie: cookie } }), `GET ${path}`);
    },
    async post<T>(path: string, body: unknown) {
      const response = await fetch(`${baseUrl()}/admin_api${path}`, {
        method: 'POST',
        headers: { Cookie: cookie, [XSRF_HEADER]: xsrf, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return unwrap<T>(response, `POST ${path}`);
    },
  };
}

/** The id of the customer registered with `email`, as the back office's user list shows it. */
export async function userIdByEmail(api: AdminApi, email: string): Promise<number> {
  const { list } = await api.get<PageResult<AdminUserRow>>('/users', { email });
  const user = list.find((row) => row.email === email);
  if (!user) throw new Error(`no customer ${email} in the back office`);
  return user.id;
}

/** Writes to one customer, or with no `user_id` to every customer. */
export function sendMessage(api: AdminApi, body: { user_id?: number; title: string; content: string }): Promise<SentMessageRow> {
  return api.post<SentMessageRow>('/messages/send', body);
}

/** Changes the value of an existing system parameter, keeping its name and description. */
export async function setParameter(api: AdminApi, key: string, value: string): Promise<void> {
  const { list } = await api.get<PageResult<ParameterRow>>('/parameters', { keyword: key });
  const parameter = list.find((row) => row.key === key);
  if (!parameter) throw new Error(`no parameter ${key}`);
  await api.post<ParameterRow>('/parameters/save', { id: parameter.id, name: parameter.name, key, value, description: parameter.description });
}
