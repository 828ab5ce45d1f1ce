import type { EmailCodeScene } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

export function sendEmailCode(body: { email: string; scene: EmailCodeScene }) {
  return call(storefrontApi.identity.sendEmailCode, body);
}
