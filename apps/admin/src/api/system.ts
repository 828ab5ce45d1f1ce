import { adminRoutes } from '@roamcart/contracts';
import { createResource } from './resource.ts';

export const parametersResource = createResource('parameters', adminRoutes.parameters);

export const languagesResource = createResource('languages', adminRoutes.languages);

/** A currency is identified by its code. */
export const currenciesResource = createResource('currencies', adminRoutes.currencies);
