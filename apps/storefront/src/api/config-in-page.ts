import { STARTUP_CONFIG_ELEMENT_ID } from '@roamcart/contracts/api';
import type { SystemConfig } from '@roamcart/contracts';

/** The configuration the served page carries (see the server's storefront-page.ts); null without it (the dev server's page). */
export function configInPage(): SystemConfig | null {
  const text = document.getElementById(STARTUP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SystemConfig;
  } catch {
    return null;
  }
}
