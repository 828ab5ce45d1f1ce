import type { TestApp } from './test-app.ts';

/** A download route's answer as the browser gets it: type, file name and bytes; `envelope()` reads a refusal. */
export async function download(t: TestApp, path: string, query: Record<string, string>, token: string) {
  const response = await t.app.inject({ method: 'GET', url: `/app_index${path}`, query: { lang: 'en', currency: 'USD', ...query }, headers: { authorization: token } });
  return {
    type: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
    body: response.rawPayload,
    envelope: () => response.json() as { code: number },
  };
}

/** The order number a travel PDF keeps as its subject (its own object, written out uncompressed), and how many pages it has. */
export function pdfFacts(pdf: Buffer): { subject: string | undefined; pages: number } {
  const text = pdf.toString('latin1');
  const ref = /\/Subject (\d+) 0 R/.exec(text)?.[1];
  const subject = ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)\\n`).exec(text)?.[1] : undefined;
  return { subject, pages: text.match(/\/Type \/Page\b/g)?.length ?? 0 };
}

/** The content lines of an iCalendar file, unfolded (RFC 5545 §3.1); throws unless every line ends in CRLF and fits 75 octets. */
export function icsLines(ics: Buffer): string[] {
  const text = ics.toString('utf8');
  if (!text.endsWith('\r\n') || text.replaceAll('\r\n', '').includes('\n')) throw new Error('lines must end in CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  if (physical.some((line) => Buffer.byteLength(line) > 75)) throw new Error('a line is longer than 75 octets');
  return physical.reduce<string[]>((lines, line) => (line.startsWith(' ') ? [...lines.slice(0, -1), lines.at(-1)! + line.slice(1)] : [...lines, line]), []);
}
