import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@roamcart/contracts';
import { setUserInfo } from '../lib/session.ts';
import { get } from './client.ts';

/** The signed-in user, without the overlay; the answer is stored with the session (SPEC §4). */
export async function getUserInfo(): Promise<UserInfo> {
  const info = await get<UserInfo>('/user/userInfo', undefined, { overlay: false });
  setUserInfo(info);
  return info;
}

/** Keyed by currency: the balance comes back in the currency the call asked for. */
export const userInfoQuery = (currency: string) => queryOptions({ queryKey: ['user-info', currency], queryFn: getUserInfo });
