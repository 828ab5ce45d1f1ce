import type { UserInfo } from '@roamcart/contracts';
import { setUserInfo } from '../lib/session.ts';
import { post } from './client.ts';

/** Verifies the account's email, or moves the account to `email` when given. */
export async function verifyEmail(body: { code: string; email?: string }): Promise<UserInfo> {
  const info = await post<UserInfo>('/user/email_verify', body);
  setUserInfo(info);
  return info;
}
