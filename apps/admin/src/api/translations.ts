import type { translationSaveBody, z } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const TRANSLATIONS = 'translations';
const routes = adminApi.translations;

/** Rows `{key, texts: {lang: text}}`, filtered by keyword, language and "missing only". */
export const translationListQuery = pagedListQuery(TRANSLATIONS, routes.list);

export const useSaveTranslation = () => useRefreshingMutation(TRANSLATIONS, (body: z.infer<typeof translationSaveBody>) => call(routes.save, body));

export const useDeleteTranslation = () => useRefreshingMutation(TRANSLATIONS, (key: string) => call(routes.delete, { key }));
