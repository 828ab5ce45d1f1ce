import { storefrontRoutes, type EmailCodeScene } from '@roamcart/contracts';
import { call } from './client.ts';

export function sendEmailCode(body: { email: string; scene: EmailCodeScene }) {
  return call(storefrontRoutes.identity.sendEmailCode, body);
}
