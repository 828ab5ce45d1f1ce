import type { TranslationRow, translationSaveBody, z } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const TRANSLATIONS = 'translations';

/** Rows `{key, texts: {lang: text}}`, filtered by keyword, language and "missing only". */
export const translationListQuery = pagedListQuery<TranslationRow>(TRANSLATIONS, '/translations');

export const useSaveTranslation = () =>
  useRefreshingMutation(TRANSLATIONS, (body: z.infer<typeof translationSaveBody>) => adminApi.post<TranslationRow>('/translations/save', body));

export const useDeleteTranslation = () => useRefreshingMutation(TRANSLATIONS, (key: string) => adminApi.post<null>('/translations/delete', { key }));
