import { sql } from 'drizzle-orm';
import type { DictionaryPart, LanguageItem } from '@roamcart/contracts';
import { parameters } from '../../platform/tables/admin.ts';
import { referenceDataChanged } from '../../platform/reference-data.ts';
import type { AppDeps } from '../../platform/types.ts';

export const LANG_CACHE_TIME_KEY = 'lang_cache_time';

export async function listLanguages(deps: AppDeps): Promise<LanguageItem[]> {
  const rows = await deps.ref.activeLanguages();
  return rows.map((l) => ({
    name: l.name,
    title: l.title,
    code: l.code,
    is_default: l.isDefault,
    direction: l.direction === 'rtl' ? 'rtl' : 'ltr',
  }));
}

/** The dictionary of `lang`: `part`'s keys only when one is named, else every key. */
export async function translationsFor(deps: AppDeps, lang: string, part?: DictionaryPart): Promise<Readonly<Record<string, string>>> {
  const dictionaries = await deps.ref.dictionaries.get(await deps.ref.resolveLanguage(lang));
  return dictionaries[part ?? 'all'];
}

export async function langCacheTime(deps: AppDeps): Promise<string> {
  return deps.ref.parameter(LANG_CACHE_TIME_KEY, '0');
}

/** Called after any translation or language change so storefronts refetch (`lang_cache_time`). */
export async function bumpLangCacheTime(deps: AppDeps): Promise<void> {
  const now = String(Date.now());
  await deps.db
    .insert(parameters)
    .values({ name: 'Language cache time', key: LANG_CACHE_TIME_KEY, value: now })
    .onConflictDoUpdate({ target: parameters.key, set: { value: sql`excluded.value` } });
  await referenceDataChanged(deps.db, deps.ref, 'parameters', 'translations');
}

