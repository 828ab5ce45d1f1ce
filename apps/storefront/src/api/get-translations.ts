import { get } from './client.ts';

/** The UI dictionary of one language, flat key -> text. */
export function getTranslations(lang: string): Promise<Record<string, string>> {
  return get<Record<string, string>>('/translate', { lang }, { overlay: false });
}
