import { adminApi } from '@roamcart/contracts/api';
import { createResource } from './resource.ts';

/** Words the storefront's goods search treats as one. */
export const searchSynonymsResource = createResource('search_synonyms', adminApi.searchSynonyms);
