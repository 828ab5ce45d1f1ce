import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isDocsUrl } from './api-docs.ts';
import type { App } from './types.ts';

/** Browsers keep HTTPS-only for this long once told over HTTPS (helmet's default). */
const HSTS = 'max-age=31536000; includeSubDomains';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy with the chat widget's origin (null: none), which may run script,
 * be framed and be called, and the hotel map style's origin (null: none), which the map fetches
 * its style, tiles, glyphs and sprites from; for the API docs page or the rest. The map's worker
 * is one of our own files, so it needs nothing more. A page's own inline scripts run by their
 * hashes only (see allowInlineScripts).
 */
function contentSecurityPolicy(chat: string | null, map: string | null, docs: boolean, inlineScripts: readonly string[] = []): string {
  const extra = chat ? ` ${chat}` : '';
  const mapSource = map ? ` ${map}` : '';
  const hashes = inlineScripts.map((hash) => ` '${hash}'`).join('');
  const script = docs ? "'self' 'unsafe-inline'" : `'self'${extra}${hashes}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${mapSource}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}${mapSource}`,
    `frame-src 'self'${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The inline scripts an answer's page carries, by hash ('sha256-…'), which its policy lets run. */
const inlineScriptsOf = new WeakMap<FastifyReply, readonly string[]>();

/** Lets the page `reply` sends run these inline scripts of its own (their 'sha256-…' hashes), and no others. */
export function allowInlineScripts(reply: FastifyReply, hashes: readonly string[]): void {
  inlineScriptsOf.set(reply, hashes);
}

/** The parameters the policy names, read on every answer (the reference data caches them). */
interface ThirdParties {
  chatScriptUrl: string;
  mapStyleUrl: string;
}

/**
 * Helmet's headers on everything, plus our own CSP: the chat widget's origin and the hotel map
 * style's (parameters the back office can change) are the only third parties allowed in, each
 * only while configured. HSTS goes only on answers to HTTPS requests (directly, or per a trusted
 * proxy's X-Forwarded-Proto): over plain HTTP it means nothing and would pin a development host
 * to HTTPS. The policies are built again only when one of those parameters changes: every answer
 * carries one.
 */
export const securityHeadersPlugin = fp(
  async (app: App) => {
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
    let policies: (ThirdParties & { page: string; docs: string }) | null = null;
    const policiesFor = (parties: ThirdParties) => {
      if (policies?.chatScriptUrl !== parties.chatScriptUrl || policies.mapStyleUrl !== parties.mapStyleUrl) {
        const chat = originOf(parties.chatScriptUrl);
        const map = originOf(parties.mapStyleUrl);
        policies = { ...parties, page: contentSecurityPolicy(chat, map, false), docs: contentSecurityPolicy(chat, map, true) };
      }
      return policies;
    };
    const thirdParties = async (): Promise<ThirdParties> => ({
      chatScriptUrl: await app.deps.ref.parameter('chat_script_url'),
      mapStyleUrl: await app.deps.ref.parameter('hotel_map_style_url'),
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // With the database down the answer (5003, a probe's) still goes out, under the last policy known.
      const parties = await thirdParties().catch(() => policies ?? { chatScriptUrl: '', mapStyleUrl: '' });
      const policy = policiesFor(parties);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const inlineScripts = inlineScriptsOf.get(reply);
      // A page with inline scripts of its own (the storefront's) has its policy built for it: the hashes come with it.
      const page = inlineScripts ? contentSecurityPolicy(originOf(parties.chatScriptUrl), originOf(parties.mapStyleUrl), false, inlineScripts) : policy.page;
      reply.header('content-security-policy', isDocsUrl(request.url) ? policy.docs : page);
      reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: [] },
);
