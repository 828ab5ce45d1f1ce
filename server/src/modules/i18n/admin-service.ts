import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type AdminLanguageRow, type PageResult, type RecordStatus, type TranslationRow } from '@roamcart/contracts';
import { languages, translations } from '../../platform/tables/i18n.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps } from '../../platform/types.ts';
import { bumpLangCacheTime } from './service.ts';

type LanguageRecord = typeof languages.$inferSelect;

function toRow(row: LanguageRecord): AdminLanguageRow {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    code: row.code,
    direction: row.direction === 'rtl' ? 'rtl' : 'ltr',
    is_default: row.isDefault,
    status: row.status as RecordStatus,
    sort: row.sort,
  };
}

export async function listAllLanguages(
  db: DbOrTx,
  query: { page: number; limit: number; keyword?: string; status?: string },
): Promise<PageResult<AdminLanguageRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.keyword) {
    const like = `%${query.keyword}%`;
    conditions.push(or(ilike(languages.name, like), ilike(languages.title, like), ilike(languages.code, like)));
  }
  if (query.status) conditions.push(eq(languages.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(languages).where(where),
    (limit, offset) =>
      db
        .select()
        .from(languages)
        .where(where)
        .orderBy(asc(languages.sort), asc(languages.id))
        .limit(limit)
        .offset(offset),
    toRow,
  );
}

async function assertUnique(db: DbOrTx, input: { id?: number; name: string; code: string }): Promise<void> {
  const others = input.id ? ne(languages.id, input.id) : undefined;
  const [sameName] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(sql`lower(${languages.name}) = ${input.name.toLowerCase()}`, others))
    .limit(1);
  if (sameName) throw AppError.field('name', 'error.4401', ErrorCode.LanguageNameExists);
  const [sameCode] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(sql`lower(${languages.code}) = ${input.code.toLowerCase()}`, others))
    .limit(1);
  if (sameCode) throw AppError.field('code', 'error.4404', ErrorCode.DuplicateKey);
}

/**
 * Adds or edits a language. Exactly one language is the default and it stays enabled (4503);
 * making another the default moves the flag. A changed code takes its translations along.
 * Storefronts refetch through lang_cache_time.
 */
export async function saveLanguage(
  deps: AppDeps,
  input: { id?: number; name: string; title: string; code: string; direction: 'ltr' | 'rtl'; is_default: boolean; status: RecordStatus; sort: number },
): Promise<AdminLanguageRow> {
  await assertUnique(deps.db, input);
  const [current] = input.id ? await deps.db.select().from(languages).where(eq(languages.id, input.id)).limit(1) : [];
  if (input.id && !current) throw new AppError(ErrorCode.RecordNotFound);
  if (current?.isDefault && (!input.is_default || input.status !== 'active')) throw new AppError(ErrorCode.DefaultLanguageLocked);
  if (input.is_default && input.status !== 'active') throw new AppError(ErrorCode.DefaultLanguageLocked);
  const values = {
    name: input.name,
    title: input.title,
    code: input.code,
    direction: input.direction,
    isDefault: input.is_default,
    status: input.status,
    sort: input.sort,
  };
  const saved = await deps.db.transaction(async (tx) => {
    if (input.is_default) await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true));
    const [row] = current
      ? await tx.update(languages).set(values).where(eq(languages.id, current.id)).returning()
      : await tx.insert(languages).values(values).returning();
    if (!row) throw new AppError(ErrorCode.OperationFailed);
    if (current && current.code !== row.code) {
      await tx.update(translations).set({ langCode: row.code }).where(eq(translations.langCode, current.code));
    }
    return row;
  });
  await bumpLangCacheTime(deps);
  return toRow(saved);
}

/** Removes a language and its translations; never the default one (4503). */
export async function deleteLanguage(deps: AppDeps, id: number): Promise<void> {
  const [current] = await deps.db.select().from(languages).where(eq(languages.id, id)).limit(1);
  if (!current) throw new AppError(ErrorCode.RecordNotFound);
  if (current.isDefault) throw new AppError(ErrorCode.DefaultLanguageLocked);
  await deps.db.transaction(async (tx) => {
    await tx.delete(translations).where(eq(translations.langCode, current.code));
    await tx.delete(languages).where(eq(languages.id, id));
  });
  await bumpLangCacheTime(deps);
}

/** The plural forms i18next adds to a key (`items_one`, `items_other`), each a CLDR plural category. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = `_(${PLURAL_FORMS.join('|')})$`;

/** The plural forms `lang` has (Chinese: other; Arabic: all six); every form for a code the runtime does not know. */
export function pluralFormsOf(lang: string): readonly string[] {
  try {
    return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  } catch {
    return PLURAL_FORMS;
  }
}

/**
 * Whether the grouped key lacks a text in one of `codes` that needs one: any key but a plural
 * form the language does not have. A key is a plural form when it ends in one and its `_other`
 * sibling exists (`audience_one` alone is a plain key).
 */
function lackingIn(codes: readonly string[]): SQL {
  const key = translations.key;
  const lacks = (code: string) => sql`count(*) filter (where ${translations.langCode} = ${code}) = 0`;
  const isPluralForm = sql`${key} ~ ${PLURAL_SUFFIX} and exists (select 1 from ${translations} as "siblings" where "siblings"."key" = regexp_replace(${key}, ${PLURAL_SUFFIX}, '_other'))`;
  const form = sql`substring(${key} from ${PLURAL_SUFFIX})`;
  const lackingForm = codes.map((code) => {
    const forms = sql.join(
      pluralFormsOf(code).map((f) => sql`${f}`),
      sql`, `,
    );
    return sql`(${lacks(code)} and ${form} in (${forms}))`;
  });
  return sql`(case when ${isPluralForm} then (${sql.join(lackingForm, sql` or `)}) else (${sql.join(codes.map(lacks), sql` or `)}) end)`;
}

/**
 * The translation editor's page: one row per key with its text in every language. `keyword`
 * matches keys and texts (only `text_lang`'s texts when given); `missing` keeps keys without a
 * text in `text_lang`, or without it keys lacking a text in some language, leaving out the plural
 * forms a language does not have.
 */
export async function listTranslations(
  db: DbOrTx,
  query: { page: number; limit: number; keyword?: string; text_lang?: string; missing?: boolean },
): Promise<PageResult<TranslationRow>> {
  const having: SQL[] = [];
  if (query.keyword) {
    const like = `%${query.keyword}%`;
    const textMatch = query.text_lang ? sql`(${translations.langCode} = ${query.text_lang} and ${translations.text} ilike ${like})` : sql`${translations.text} ilike ${like}`;
    having.push(sql`bool_or(${translations.key} ilike ${like} or ${textMatch})`);
  }
  if (query.missing) {
    const codes = query.text_lang ? [query.text_lang] : (await db.select({ code: languages.code }).from(languages)).map((l) => l.code);
    having.push(lackingIn(codes));
  }
  const keys = db
    .select({ key: translations.key })
    .from(translations)
    .groupBy(translations.key)
    .having(and(...having));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(keys.as('matching_keys'));
  const pageKeys = (
    await keys
      .orderBy(asc(translations.key))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  ).map((k) => k.key);
  return { list: await translationRows(db, pageKeys), total, page: query.page, limit: query.limit };
}

async function translationRows(db: DbOrTx, keys: string[]): Promise<TranslationRow[]> {
  if (keys.length === 0) return [];
  const rows = await db.select().from(translations).where(inArray(translations.key, keys));
  const byKey = new Map<string, Record<string, string>>(keys.map((key) => [key, {}]));
  for (const row of rows) {
    const texts = byKey.get(row.key);
    if (texts) texts[row.langCode] = row.text;
  }
  return keys.map((key) => ({ key, texts: byKey.get(key) ?? {} }));
}

/** Sets a key's texts per language (a blank text removes it) and tells storefronts to refetch. */
export async function saveTranslation(deps: AppDeps, input: { key: string; texts: Record<string, string> }): Promise<TranslationRow> {
  const known = new Set((await deps.db.select({ code: languages.code }).from(languages)).map((l) => l.code));
  for (const lang of Object.keys(input.texts)) {
    if (!known.has(lang)) throw AppError.field(`texts.${lang}`, 'validation.unknown_language');
  }
  await deps.db.transaction(async (tx) => {
    for (const [langCode, text] of Object.entries(input.texts)) {
      if (text.trim() === '') {
        await tx.delete(translations).where(and(eq(translations.langCode, langCode), eq(translations.key, input.key)));
      } else {
        await tx
          .insert(translations)
          .values({ langCode, key: input.key, text })
          .onConflictDoUpdate({ target: [translations.langCode, translations.key], set: { text, updatedAt: new Date() } });
      }
    }
  });
  await bumpLangCacheTime(deps);
  const [row] = await translationRows(deps.db, [input.key]);
  return row ?? { key: input.key, texts: {} };
}

export async function deleteTranslation(deps: AppDeps, key: string): Promise<void> {
  const deleted = await deps.db.delete(translations).where(eq(translations.key, key)).returning({ key: translations.key });
  if (deleted.length === 0) throw new AppError(ErrorCode.RecordNotFound);
  await bumpLangCacheTime(deps);
}
