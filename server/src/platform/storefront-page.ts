import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, STARTUP_CONFIG_ELEMENT_ID } from '@roamcart/contracts/api';
import { RTL_LANGUAGES } from '@roamcart/contracts/messages';
import { allowInlineScripts } from './security-headers.ts';
import type { App } from './types.ts';

/** JSON for inside a <script>: `<` written as \u003c, so no value can close the element; JSON.parse reads it back unchanged. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The built page, and the hashes of its inline scripts (the app shell's) for the Content-Security-Policy. */
interface Template {
  mtimeMs: number;
  html: string;
  inlineScripts: string[];
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`);
}

/** An element the app shell fills with a dictionary entry: `data-shell-word="key"`, then its (empty or stale) text. */
const SHELL_WORD = /(<[a-z0-9]+\s[^>]*data-shell-word="([\w.]+)"[^>]*>)[^<]*/g;

/**
 * The page's language as the storefront will choose it from what the server can see: `lang` in
 * the address's query, then the locale cookie (the app keeps it beside its stored choice), then
 * the default language. A `lang` after the hash only the page sees; its shell script hides the
 * words then.
 */
async function pageLanguage(app: App, request: FastifyRequest): Promise<string> {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const cookie = request.cookies[LOCALE_COOKIE];
  return app.deps.ref.resolveLanguage(typeof asked === 'string' && asked ? asked : cookie);
}

/**
 * GET / and /index.html: the storefront's built index.html with the system configuration in it,
 * as the JSON script startup reads instead of asking GET /common/config, so a first visit asks
 * for its dictionary and its screen's data at once, a round trip sooner. The page is written in
 * the visitor's language (<html lang dir>, the app shell's words from the dictionary), so the
 * shell paints right before the app's code has arrived, and names Home's first banner for the
 * shell's script to preload on Home (the routes are in the hash, which only the page sees). The
 * page is read again whenever a build replaces it; it is never cached, so a release and a changed
 * setting show at once.
 */
export function storefrontPageRoutes(
  app: App,
  { dist, startupConfig, homePicture }: { dist: string; startupConfig: () => Promise<unknown>; homePicture: () => Promise<string | null> },
): void {
  const file = path.join(dist, 'index.html');
  let built: Template | null = null;

  async function template(): Promise<Template> {
    const { mtimeMs } = await stat(file);
    if (built?.mtimeMs !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      built = { mtimeMs, html, inlineScripts: inlineScriptHashes(html) };
    }
    return built;
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [{ html, inlineScripts }, lang, config, picture] = await Promise.all([template(), pageLanguage(app, request), startupConfig(), homePicture()]);
    const words = (await app.deps.ref.dictionaries.get(lang)).storefront;
    const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
    const pictureAttribute = picture ? ` data-home-picture="${escapeHtml(picture)}"` : '';
    const configScript = `<script id="${STARTUP_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`;
    const written = html
      .replace(/<html[^>]*>/, `<html lang="${escapeHtml(lang)}" dir="${dir}"${pictureAttribute}>`)
      .replace(SHELL_WORD, (_, opening: string, key: string) => opening + escapeHtml(words[key] ?? ''))
      .replace('</head>', `  ${configScript}\n  </head>`);
    allowInlineScripts(reply, inlineScripts);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(written);
  }

  app.get('/', page);
  app.get('/index.html', page);
}
