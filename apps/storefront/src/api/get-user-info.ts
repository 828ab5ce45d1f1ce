import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { setUserInfo } from '../lib/session.ts';
import { call } from './client.ts';

/** The signed-in user, without the overlay; the answer is stored with the session (SPEC §4). */
export async function getUserInfo(): Promise<UserInfo> {
  const info = await call(storefrontApi.identity.userInfo, undefined, { overlay: false });
  setUserInfo(info);
  return info;
}

/** Every user-info query starts with this key; invalidating it refetches the signed-in user. */
export const userInfoKey = ['user-info'] as const;

/** Keyed by currency: the balance comes back in the currency the call asked for. */
export const userInfoQuery = (currency: string) => queryOptions({ queryKey: [...userInfoKey, currency], queryFn: getUserInfo });
