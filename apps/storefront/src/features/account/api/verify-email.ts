import { storefrontApi } from '@roamcart/contracts/api';
import { setUserInfo } from '../../../lib/session.ts';
import { call } from '../../../api/client.ts';

/** Verifies the account's email, or moves the account to `email` when given. */
export async function verifyEmail(body: { code: string; email?: string }) {
  const info = await call(storefrontApi.identity.verifyEmail, body);
  setUserInfo(info);
  return info;
}
