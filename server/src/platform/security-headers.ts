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
 * Helmet's headers on everything, plus our own CSP: the chat widget's origin (a parameter the
 * back office can change) is the only third party allowed to run script or be framed. HSTS goes
 * only on answers to HTTPS requests (directly, or per a trusted proxy's X-Forwarded-Proto):
 * over plain HTTP it means nothing and would pin a development host to HTTPS.
 */
export const securityHeadersPlugin = fp(
  async (app: App) => {
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
    app.addHook('onSend', async (request, reply, payload) => {
      const chat = originOf(await app.deps.ref.parameter('chat_script_url'));
      const extra = chat ? ` ${chat}` : '';
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const docs = isDocsUrl(request.url);
      const script = docs ? "'self' 'unsafe-inline'" : `'self'${extra}`;
      reply.header(
        'content-security-policy',
        [
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
        ].join('; '),
      );
      reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
  { name: 'security-headers', dependencies: [] },
);
