import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Marks every message of the signed-in user read. */
export function readAllMessages() {
  return call(storefrontApi.messages.readAll);
}
