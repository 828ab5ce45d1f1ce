import { adminApi } from '@roamcart/contracts/api';
import { createResource } from './resource.ts';

/** The carriers' query key: a carrier saved or deleted refreshes the ship form's choices too. */
export const CARRIERS = 'carriers';

/** The carriers the back office ships with, and their tracking page patterns. */
export const carriersResource = createResource(CARRIERS, adminApi.carriers);
