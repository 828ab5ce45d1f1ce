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

/** The Content-Security-Policy for the chat widget's origin (null: none), for the API docs page or the rest. */
function contentSecurityPolicy(chat: string | null, docs: boolean): string {
  const extra = chat ? ` ${chat}` : '';
  const script = docs ? "'self' 'unsafe-inline'" : `'self'${extra}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Helmet's headers on everything, plus our own CSP: the chat widget's origin (a parameter the
 * back office can change) is the only third party allowed to run script or be framed. HSTS goes
 * only on answers to HTTPS requests (directly, or per a trusted proxy's X-Forwarded-Proto):
 * over plain HTTP it means nothing and would pin a development host to HTTPS. The policies are
 * built again only when the chat parameter changes: every answer carries one.
 */
export const securityHeadersPlugin = fp(
  async (app: App) => {
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
    let policies: { chatScriptUrl: string; page: string; docs: string } | null = null;
    const policiesFor = (chatScriptUrl: string) => {
      if (policies?.chatScriptUrl !== chatScriptUrl) {
        const chat = originOf(chatScriptUrl);
        policies = { chatScriptUrl, page: contentSecurityPolicy(chat, false), docs: contentSecurityPolicy(chat, true) };
      }
      return policies;
    };
    app.addHook('onSend', async (request, reply, payload) => {
      // With the database down the answer (5003, a probe's) still goes out, under the last policy known.
      const chatScriptUrl = await app.deps.ref.parameter('chat_script_url').catch(() => policies?.chatScriptUrl ?? '');
      const policy = policiesFor(chatScriptUrl);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      reply.header('content-security-policy', isDocsUrl(request.url) ? policy.docs : policy.page);
      reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: [] },
);
