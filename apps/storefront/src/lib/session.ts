import type { UserInfo } from '@roamcart/contracts';
import { readItem, readJson, writeItem } from './local-storage.ts';
import { chooseCurrency, urlChoice } from './preferences.ts';
import { createStore } from './store.ts';

/** Browser-stored session of SPEC §3: token object {token}, return route, user info. */
const TOKEN_KEY = 'token';
const BACK_ROUTE_KEY = 'backRoute';
const USER_INFO_KEY = 'userInfo';

interface Session {
  token: string | null;
  userInfo: UserInfo | null;
}

function readSession(): Session {
  const token = readJson<{ token?: string }>(TOKEN_KEY)?.token;
  return { token: token || null, userInfo: token ? readJson<UserInfo>(USER_INFO_KEY) : null };
}

export const sessionStore = createStore<Session>(readSession());

export function currentToken(): string | null {
  return sessionStore.get().token;
}

/**
 * Stores the user and makes the account's currency the chosen one (SPEC §4), unless the address
 * names a currency (`?currency=JPY`): the one the visitor asked for there stays while it does.
 */
export function setUserInfo(userInfo: UserInfo): void {
  writeItem(USER_INFO_KEY, JSON.stringify(userInfo));
  sessionStore.set({ ...sessionStore.get(), userInfo });
  if (userInfo.currency_info?.code && !urlChoice('currency')) chooseCurrency(userInfo.currency_info.code);
}

export function signIn(token: string, userInfo: UserInfo): void {
  writeItem(TOKEN_KEY, JSON.stringify({ token }));
  sessionStore.set({ token, userInfo: sessionStore.get().userInfo });
  setUserInfo(userInfo);
}

/** Forgets the session; the token object is kept, empty. */
export function clearSession(): void {
  writeItem(TOKEN_KEY, JSON.stringify({}));
  writeItem(USER_INFO_KEY, null);
  sessionStore.set({ token: null, userInfo: null });
}

export function saveBackRoute(path: string): void {
  writeItem(BACK_ROUTE_KEY, path);
}

/** The path that sent the user to /login, once. */
export function takeBackRoute(): string | null {
  const path = readItem(BACK_ROUTE_KEY);
  writeItem(BACK_ROUTE_KEY, null);
  return path;
}
