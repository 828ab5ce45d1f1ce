import type { DictionaryPart } from '@roamcart/contracts';

/**
 * GET /translate's input: the storefront's part of a dictionary, without the back office's texts
 * (about half of all keys). The entry's early request (first-requests.ts) asks for the same.
 */
export const STOREFRONT_DICTIONARY: { app: DictionaryPart } = { app: 'storefront' };
