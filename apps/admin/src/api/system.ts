import type { AdminCurrencyRow, AdminLanguageRow, ParameterRow, currencySaveBody, languageSaveBody, parameterSaveBody, z } from '@roamcart/contracts';
import { createResource } from './resource.ts';

export const parametersResource = createResource<ParameterRow, z.infer<typeof parameterSaveBody>>('parameters');

export const languagesResource = createResource<AdminLanguageRow, z.infer<typeof languageSaveBody>>('languages');

/** A currency is identified by its code. */
export const currenciesResource = createResource<AdminCurrencyRow, z.infer<typeof currencySaveBody>, string>('currencies');
