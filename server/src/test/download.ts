import { inflateSync } from 'node:zlib';
import { cookieHeader, type AdminBrowser } from './admin-client.ts';
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

/** A back-office download route's answer, as `download` reads a storefront one. */
export async function adminDownload(t: TestApp, browser: AdminBrowser, path: string, query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `/admin_api${path}`, query: { lang: 'en', ...query }, headers: { cookie: cookieHeader(browser) } });
  return {
    type: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
    body: response.rawPayload,
    envelope: () => response.json() as { code: number },
  };
}

/** What a character code maps to in a ToUnicode CMap (bfchar and bfrange, as pdfkit writes them). */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toLowerCase(), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const [first, last] = [parseInt(from!, 16), parseInt(to!, 16)];
      const targets = target!.startsWith('[') ? [...target!.matchAll(/<([0-9a-fA-F]+)>/g)].map((hit) => utf16(hit[1]!)) : null;
      for (let code = first; code <= last; code += 1) {
        const text = targets ? targets[code - first] : String.fromCharCode(parseInt(target!.slice(1, -1), 16) + code - first);
        if (text !== undefined) map.set(code.toString(16).padStart(from!.length, '0'), text);
      }
    }
  }
  return map;
}

/**
 * The text a PDF draws, one string per text object (BT ... ET) in drawing order: its streams
 * inflated, each font's glyph codes read back through its ToUnicode CMap. Enough for the
 * documents pdfkit writes (Identity-H fonts, hex strings); not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream\n');
    if (start < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const bytes = Buffer.from(body.slice(start + 'stream\n'.length, body.lastIndexOf('endstream')).replace(/\n$/, ''), 'latin1');
    objects.set(match[1]!, { dict, stream: (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1') });
  }
  const fonts = new Map<string, Map<string, string>>();
  for (const object of objects.values()) {
    for (const [, entries] of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of entries!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
        const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
        if (cmap) fonts.set(name!, toUnicodeMap(cmap));
      }
    }
  }
  const texts: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !object.stream.includes(' Tf')) continue;
    let font = new Map<string, string>();
    for (const [, block] of object.stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let text = '';
      for (const [, fontName, hex] of block!.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9a-fA-F]*)>/g)) {
        if (fontName) font = fonts.get(fontName) ?? new Map();
        else {
          const width = [...font.keys()][0]?.length ?? 4;
          for (const code of hex!.match(new RegExp(`.{${width}}`, 'g')) ?? []) text += font.get(code.toLowerCase()) ?? '';
        }
      }
      texts.push(text);
    }
  }
  return texts;
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
