import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, MESSAGES } from '@roamcart/contracts';
import { readAppDictionaries } from './translations.ts';

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Every seeded language is complete: same keys as English, no blanks, same placeholders. */
function expectComplete(dictionaries: Record<string, Record<string, string>>) {
  const english = dictionaries.en ?? {};
  for (const lang of LANGUAGE_CODES) {
    const dictionary = dictionaries[lang];
    expect(dictionary, `${lang} dictionary`).toBeDefined();
    expect(Object.keys(dictionary ?? {}).sort(), `${lang} keys`).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(dictionary ?? {})) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
    }
  }
}

describe('seeded translations', () => {
  it('has every server message in all six languages', () => {
    expectComplete(MESSAGES);
  });

  it('has every storefront key in all six languages', () => {
    expectComplete(readAppDictionaries('storefront'));
  });

  it('has every back-office key in all six languages', () => {
    expectComplete(readAppDictionaries('admin'));
  });
});
