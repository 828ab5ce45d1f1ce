import { adminApi } from '@roamcart/contracts/api';
import { createResource } from './resource.ts';

/** The search screen's suggested keywords. */
export const hotKeywordsResource = createResource('hot_keywords', adminApi.hotKeywords);
