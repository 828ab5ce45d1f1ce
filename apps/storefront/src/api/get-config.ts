import type { SystemConfig } from '@roamcart/contracts';
import { get } from './client.ts';

/** Read once at startup, before anything is mounted. */
export function getConfig(): Promise<SystemConfig> {
  return get<SystemConfig>('/common/config', undefined, { overlay: false });
}
