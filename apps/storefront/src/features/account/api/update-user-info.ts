import type { UserInfo } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { setUserInfo } from '../../../lib/session.ts';
import { call } from '../../../api/client.ts';

export interface ProfileChanges {
  nickname?: string;
  gender?: UserInfo['gender'];
  birthday?: string | null;
  avatar?: string | null;
}

export async function updateUserInfo(changes: ProfileChanges): Promise<UserInfo> {
  const info = await call(storefrontApi.identity.updateProfile, changes);
  setUserInfo(info);
  return info;
}
