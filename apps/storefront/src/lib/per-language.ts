/**
 * A formatter made once per language by `make` and kept: making one costs the browser a lookup
 * of that locale's data, and a list of cards or a calendar formats many values.
 */
export function perLanguage<Format>(make: (lang: string) => Format): (lang: string) => Format {
  const made = new Map<string, Format>();
  return (lang) => {
    let format = made.get(lang);
    if (format === undefined) {
      format = make(lang);
      made.set(lang, format);
    }
    return format;
  };
}
