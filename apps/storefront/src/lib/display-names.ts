/**
 * Names of currencies and languages in the interface language, from the browser's own data
 * (Intl.DisplayNames); the name the shop stored is the fallback for codes the browser lacks.
 */
export function displayName(uiLang: string, type: 'currency' | 'language', code: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([uiLang], { type, fallback: 'none' }).of(code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}
