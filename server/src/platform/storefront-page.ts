import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { STARTUP_CONFIG_ELEMENT_ID } from '@roamcart/contracts/api';
import type { App } from './types.ts';

/** JSON for inside a <script>: `<` written as \u003c, so no value can close the element; JSON.parse reads it back unchanged. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * GET / and /index.html: the storefront's built index.html with the system configuration in it,
 * as the JSON script startup reads instead of asking GET /common/config. A first visit then asks
 * for its dictionary and its screen's data at once, a round trip sooner. The page is read again
 * whenever a build replaces it; it is never cached, so a release and a changed setting show at once.
 */
export function storefrontPageRoutes(app: App, { dist, startupConfig }: { dist: string; startupConfig: () => Promise<unknown> }): void {
  const file = path.join(dist, 'index.html');
  let built: { mtimeMs: number; html: string } | null = null;

  async function template(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, html: await readFile(file, 'utf8') };
    return built.html;
  }

  async function page(_request: unknown, reply: FastifyReply) {
    const config = `<script id="${STARTUP_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(await startupConfig())}</script>`;
    const html = (await template()).replace('</head>', `  ${config}\n  </head>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  app.get('/', page);
  app.get('/index.html', page);
}
