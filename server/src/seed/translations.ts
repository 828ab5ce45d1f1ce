import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, MESSAGES } from '@roamcart/contracts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The UI dictionaries of one app: `i18n/<app>/<lang>.json`, flat key -> text. */
export function readAppDictionaries(app: 'storefront' | 'admin'): Record<string, Record<string, string>> {
  const folder = path.join(here, 'i18n', app);
  const result: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.json')) continue;
    result[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>;
  }
  return result;
}

/** Every seeded translation: server messages plus both apps' dictionaries, per language. */
export function seedTranslations(): Record<string, Record<string, string>> {
  const storefront = readAppDictionaries('storefront');
  const admin = readAppDictionaries('admin');
  const all: Record<string, Record<string, string>> = {};
  for (const lang of LANGUAGE_CODES) {
    all[lang] = { ...MESSAGES[lang], ...(storefront[lang] ?? {}), ...(admin[lang] ?? {}) };
  }
  return all;
}
