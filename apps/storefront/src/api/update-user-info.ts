import type { UserInfo } from '@roamcart/contracts';
import { setUserInfo } from '../lib/session.ts';
import { post } from './client.ts';

export interface ProfileChanges {
  nickname?: string;
  gender?: UserInfo['gender'];
  birthday?: string | null;
  avatar?: string | null;
}

export async function updateUserInfo(changes: ProfileChanges): Promise<UserInfo> {
  const info = await post<UserInfo>('/user/userInfo', changes);
  setUserInfo(info);
  return info;
}
