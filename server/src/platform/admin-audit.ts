import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { adminLogs } from '../db/schema/index.ts';
import { ADMIN_PREFIX, isAdminUrl } from './admin-auth.ts';
import type { App } from './types.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Body fields never written to the log. */
const SECRET_FIELD = /pass|secret|totp|token/i;
const MAX_TEXT = 200;
const MAX_SUMMARY = 2000;

function redact(value: unknown, hideCodes: boolean): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, hideCodes));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      out[key] = SECRET_FIELD.test(key) || (hideCodes && key === 'code') ? '***' : redact(field, hideCodes);
    }
    return out;
  }
  return value;
}

/** The request body without passwords, secrets or authenticator codes, shortened. */
function summarizeBody(body: unknown, url: string): string {
  if (body === undefined || body === null) return '';
  const text = JSON.stringify(redact(body, url.startsWith(`${ADMIN_PREFIX}/auth/`)));
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY)}…` : text;
}

function parseEnvelope(payload: unknown): { code: number; data: unknown } {
  if (typeof payload !== 'string') return { code: 0, data: null };
  try {
    const parsed = JSON.parse(payload) as { code?: unknown; data?: unknown };
    return { code: typeof parsed.code === 'number' ? parsed.code : 0, data: parsed.data };
  } catch {
    return { code: 0, data: null };
  }
}

function field(value: unknown, name: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'number' || typeof found === 'string' ? String(found).slice(0, 64) : null;
}

/** The record a write was about: the id it named, else the id it created, else its key. */
function targetOf(request: FastifyRequest, data: unknown): string | null {
  return field(request.params, 'id') ?? field(request.body, 'id') ?? field(request.body, 'user_id') ?? field(data, 'id') ?? field(request.body, 'key');
}

/** `users:adjust` for a route with a permission; `auth:login`, `auth:totp.setup` for the rest. */
function actionOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? request.url;
  return request.routeOptions.config.permission ?? url.slice(ADMIN_PREFIX.length + 1).replace('/', ':').replaceAll('/', '.');
}

/**
 * Every back-office write (each non-GET under /admin_api, sign-in and refused calls included)
 * leaves an admin_logs row with who, what, on which record, from where, and the result code.
 * It is written before the answer goes out, so the row exists when the client sees the result.
 */
export const adminAuditPlugin = fp(
  async (app: App) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (READ_METHODS.has(request.method) || !isAdminUrl(request.routeOptions.url)) return payload;
      const { code, data } = parseEnvelope(payload);
      const url = request.routeOptions.url ?? request.url;
      try {
        await app.deps.db.insert(adminLogs).values({
          adminId: request.auditActor?.id ?? null,
          adminUsername: request.auditActor?.username ?? null,
          action: actionOf(request).slice(0, 100),
          method: request.method,
          path: request.url.split('?')[0]?.slice(0, 255) ?? url,
          targetId: targetOf(request, data),
          summary: summarizeBody(request.body, url),
          ip: request.ip.slice(0, 64),
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 255),
          resultCode: code,
        });
      } catch (error) {
        request.log.error({ err: error }, 'admin log write failed');
      }
      return payload;
    });
  },
  { name: 'admin-audit', dependencies: ['admin-auth'] },
);
