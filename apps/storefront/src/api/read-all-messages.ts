import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Marks every message of the signed-in user read. */
export function readAllMessages() {
  return call(storefrontApi.messages.readAll);
}
