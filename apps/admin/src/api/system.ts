import { adminApi } from '@roamcart/contracts/api';
import { createResource } from './resource.ts';

export const parametersResource = createResource('parameters', adminApi.parameters);

export const languagesResource = createResource('languages', adminApi.languages);

/** A currency is identified by its code. */
export const currenciesResource = createResource('currencies', adminApi.currencies);
