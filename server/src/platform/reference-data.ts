import { asc, eq, sql } from 'drizzle-orm';
import { interpolate, MESSAGES, pluralKey, translateMessage, type CurrencyInfo, type DictionaryPart } from '@roamcart/contracts';
import { parameters } from './tables/admin.ts';
import { currencies } from './tables/currency.ts';
import { languages, translations } from './tables/i18n.ts';
import { Cached, CachedByKey } from './cached.ts';
import type { Db, DbOrTx } from './db.ts';

export type LanguageRow = typeof languages.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

export function currencyInfo(row: CurrencyRow): CurrencyInfo {
  return { code: row.code, symbol: row.symbol, digits: row.digits, rate: row.rate };
}

type Dictionary = Readonly<Record<string, string>>;

/** A language's dictionary as /translate serves it: every key, or one app's part. */
export type Dictionaries = Readonly<Record<DictionaryPart | 'all', Dictionary>>;

const prefixOf = (key: string) => key.split('.', 1)[0] ?? key;

/** The back office's own keys (seeded from i18n/admin): its pages, menu and permission names. */
const BACK_OFFICE_PREFIXES = new Set(['admin', 'menu', 'perm']);

/** The server's messages (errors, validation, ...): either app may show them. */
const SERVER_MESSAGE_PREFIXES = new Set(Object.keys(MESSAGES.en).map(prefixOf));

/**
 * Whether `part` shows `key`, by the key's prefix: back-office keys go to the back office, the
 * server's messages to both, every other key to the storefront. Keys an operator adds in the
 * translations editor follow the same rule, so a new storefront text (any other prefix) reaches
 * the storefront and a new permission name (`perm.`) the back office.
 */
function partShows(part: DictionaryPart, key: string): boolean {
  const prefix = prefixOf(key);
  if (SERVER_MESSAGE_PREFIXES.has(prefix)) return true;
  return BACK_OFFICE_PREFIXES.has(prefix) === (part === 'admin');
}

function dictionaryPart(all: Dictionary, part: DictionaryPart): Dictionary {
  return Object.freeze(Object.fromEntries(Object.entries(all).filter(([key]) => partShows(part, key))));
}

/** The notification channel on which a server tells every server on the database which reference data changed. */
export const REFERENCE_DATA_CHANNEL = 'roamcart_reference_data';

/** What a notification on REFERENCE_DATA_CHANNEL names; translations stand for the languages too. */
export const REFERENCE_DATA_PARTS = ['parameters', 'currencies', 'translations'] as const;
export type ReferenceDataPart = (typeof REFERENCE_DATA_PARTS)[number];

/** A language's rows of the translations table, by key. */
async function translationsOf(db: DbOrTx, lang: string): Promise<Map<string, string>> {
  const rows = await db.select({ key: translations.key, text: translations.text }).from(translations).where(eq(translations.langCode, lang));
  return new Map(rows.map((r) => [r.key, r.text]));
}

/**
 * Languages, translations, currencies and parameters: read on nearly every request, changed
 * rarely (from the back office), so they are cached here and dropped on save in every server
 * (`referenceDataChanged`). `onChange` runs on every invalidation (answers rendered with the old
 * texts or rates go too).
 */
export class ReferenceData {
  readonly languages: Cached<LanguageRow[]>;
  readonly currencies: Cached<CurrencyRow[]>;
  readonly parameters: Cached<Map<string, string>>;
  readonly translations: CachedByKey<Map<string, string>>;
  /** What /translate serves: the default language's texts overlaid with the language's own. */
  readonly dictionaries: CachedByKey<Dictionaries>;

  constructor(db: Db, onChange?: () => void) {
    this.languages = new Cached(() => db.select().from(languages).orderBy(asc(languages.sort), asc(languages.id)), undefined, onChange);
    this.currencies = new Cached(() => db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.code)), undefined, onChange);
    this.parameters = new Cached(
      async () => {
        const rows = await db.select({ key: parameters.key, value: parameters.value }).from(parameters);
        return new Map(rows.map((r) => [r.key, r.value]));
      },
      undefined,
      onChange,
    );
    this.translations = new CachedByKey((lang) => translationsOf(db, lang), undefined, onChange);
    this.dictionaries = new CachedByKey(
      async (lang) => {
        const fallback = await this.translations.get(await this.defaultLanguage());
        const own = await this.translations.get(lang);
        const all = Object.freeze({ ...Object.fromEntries(fallback), ...Object.fromEntries(own) });
        return { all, storefront: dictionaryPart(all, 'storefront'), admin: dictionaryPart(all, 'admin') };
      },
      undefined,
      onChange,
    );
  }

  /** Drops `part` (a notification's payload; an unknown one drops nothing): it is read again on next use. */
  invalidate(part: string): void {
    if (part === 'parameters') this.parameters.invalidate();
    if (part === 'currencies') this.currencies.invalidate();
    if (part === 'translations') {
      this.languages.invalidate();
      this.translations.invalidate();
      this.dictionaries.invalidate();
    }
  }

  /** After notifications may have been missed. */
  invalidateAll(): void {
    for (const part of REFERENCE_DATA_PARTS) this.invalidate(part);
  }

  async activeLanguages(): Promise<LanguageRow[]> {
    return (await this.languages.get()).filter((l) => l.status === 'active');
  }

  async defaultLanguage(): Promise<string> {
    const active = await this.activeLanguages();
    return (active.find((l) => l.isDefault) ?? active[0])?.code ?? 'en';
  }

  /** The given code when it is an active language, otherwise the default one. */
  async resolveLanguage(code: string | undefined): Promise<string> {
    if (code) {
      const active = await this.activeLanguages();
      const match = active.find((l) => l.code.toLowerCase() === code.toLowerCase());
      if (match) return match.code;
    }
    return this.defaultLanguage();
  }

  async activeCurrencies(): Promise<CurrencyRow[]> {
    return (await this.currencies.get()).filter((c) => c.status === 'active');
  }

  async baseCurrency(): Promise<CurrencyRow> {
    const all = await this.currencies.get();
    const base = all.find((c) => c.isBase);
    if (!base) throw new Error('No base currency is configured');
    return base;
  }

  async findCurrency(code: string | undefined): Promise<CurrencyRow | undefined> {
    if (!code) return undefined;
    return (await this.activeCurrencies()).find((c) => c.code === code.toUpperCase());
  }

  async parameter(key: string, fallback = ''): Promise<string> {
    return (await this.parameters.get()).get(key) ?? fallback;
  }

  async intParameter(key: string, fallback: number): Promise<number> {
    const value = Number.parseInt(await this.parameter(key, ''), 10);
    return Number.isFinite(value) ? value : fallback;
  }

  /**
   * The translations table first (editable in the back office), then the built-in catalogue.
   * `within`: the transaction the caller writes in, through which texts not cached are read.
   */
  async translate(lang: string, key: string, params?: Record<string, unknown>, within?: DbOrTx): Promise<string> {
    const table = await this.translations.get(lang, within && (() => translationsOf(within, lang)));
    const text = table.get(pluralKey(lang, key, params, (form) => table.has(form)));
    return text === undefined ? translateMessage(lang, key, params) : interpolate(text, params);
  }
}

/**
 * After a committed write of reference data: drops `parts` here at once (the caller's next
 * request sees the change) and tells every server on the database to drop them, so that e.g. a
 * payment window changed on one server applies on all of them to the next review, not within the
 * cache's TTL.
 */
export async function referenceDataChanged(db: DbOrTx, ref: ReferenceData, ...parts: ReferenceDataPart[]): Promise<void> {
  for (const part of parts) ref.invalidate(part);
  const notifications = parts.map((part) => sql`pg_notify(${REFERENCE_DATA_CHANNEL}, ${part})`);
  await db.execute(sql`select ${sql.join(notifications, sql`, `)}`);
}
