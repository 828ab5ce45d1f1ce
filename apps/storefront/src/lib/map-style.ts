import { createStore } from './store.ts';

/**
 * The operator's MapLibre style for the storefront's maps (the `hotel_map_style_url` parameter,
 * from the configuration startup reads); '' while none is set, and then no map is offered.
 */
export const mapStyleStore = createStore<string>('');
