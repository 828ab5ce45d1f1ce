import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

/** Marks every message of the signed-in user read. */
export function readAllMessages() {
  return call(storefrontRoutes.messages.readAll);
}
