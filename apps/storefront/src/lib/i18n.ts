import i18next, { type TOptions } from 'i18next';

/** Dictionaries are flat key -> text maps from GET /translate, so dots are part of a key. */
export const i18n = i18next.createInstance({
  keySeparator: false,
  nsSeparator: false,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added' },
});

export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {});
}
