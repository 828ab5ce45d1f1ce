import { storefrontApi } from '@roamcart/contracts/api';
import type { SystemConfig } from '@roamcart/contracts';
import { call } from './client.ts';
import { configInPage } from './config-in-page.ts';

/** Read once at startup, before anything is mounted: from the page when it carries it, else asked for. */
export function getConfig(): Promise<SystemConfig> {
  const inPage = configInPage();
  return inPage ? Promise.resolve(inPage) : call(storefrontApi.content.config, undefined, { overlay: false });
}
