import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { App } from './types.ts';

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
 * back office can change) is the only third party allowed to run script or be framed.
 */
export const securityHeadersPlugin = fp(
  async (app: App) => {
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
    app.addHook('onSend', async (request, reply, payload) => {
      const chat = originOf(await app.deps.ref.parameter('chat_script_url'));
      const extra = chat ? ` ${chat}` : '';
      const docs = request.url.startsWith('/app_index/docs');
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
