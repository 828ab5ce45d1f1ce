import { STARTUP_CONFIG_ELEMENT_ID, storefrontApi } from '@roamcart/contracts/api';
import type { SystemConfig } from '@roamcart/contracts';
import { call } from './client.ts';

/** The configuration the served page carries (see the server's storefront-page.ts); null without it (the dev server's page). */
function configInPage(): SystemConfig | null {
  const text = document.getElementById(STARTUP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SystemConfig;
  } catch {
    return null;
  }
}

/** Read once at startup, before anything is mounted: from the page when it carries it, else asked for. */
export function getConfig(): Promise<SystemConfig> {
  const inPage = configInPage();
  return inPage ? Promise.resolve(inPage) : call(storefrontApi.content.config, undefined, { overlay: false });
}
