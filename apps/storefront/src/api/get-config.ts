import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Read once at startup, before anything is mounted. */
export function getConfig() {
  return call(storefrontApi.content.config, undefined, { overlay: false });
}
