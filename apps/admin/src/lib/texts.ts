/** A language -> text map without the languages never typed into (undefined is not a text). */
export function typedTexts(map: unknown): Record<string, string> {
  if (!map || typeof map !== 'object') return {};
  return Object.fromEntries(Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Text per language code, as the API sends and takes it. */
export type LocalizedText = Record<string, string>;

/** The languages actually typed into: blank texts are no translation. */
export function filledTexts(texts: Partial<LocalizedText> | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(texts ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
}
