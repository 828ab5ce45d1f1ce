export type TextPart = { text: string } | { text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.example/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'’"»。，、！？）]+$/;

/** The address as a link target when it is a well-formed http(s) URL; anything else stays text. */
function webAddress(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into runs of text and http/https addresses. Only those two schemes become
 * links (never javascript:, data: or mailto:), and nothing is parsed as HTML: the caller renders
 * each part as text, so markup in a message shows as typed.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = webAddress(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
