import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

/** Read once at startup, before anything is mounted. */
export function getConfig() {
  return call(storefrontRoutes.content.config, undefined, { overlay: false });
}
