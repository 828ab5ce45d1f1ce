import { eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ErrorCode } from '@roamcart/contracts';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { adminLogs, admins, parameters, permissions, roles } from './tables/admin.ts';
import { agents } from './tables/agents.ts';
import { currencies } from './tables/currency.ts';
import { languages } from './tables/i18n.ts';
import { users } from './tables/users.ts';
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

/** The record a write was about: the id it named, else the order, SKU or refund it named, else the id it created, else its key. */
function targetOf(request: FastifyRequest, data: unknown): string | null {
  const { params, body } = request;
  return (
    field(params, 'id') ??
    field(body, 'id') ??
    field(body, 'user_id') ??
    field(body, 'order_no') ??
    field(body, 'sku_id') ??
    field(body, 'refund_id') ??
    field(data, 'id') ??
    field(body, 'key')
  );
}

/** Fields that name a record, in the order they are preferred as its label. */
const LABEL_FIELDS = ['name', 'username', 'email', 'title', 'key', 'code', 'keyword', 'order_no'];
/** Sign-in and one's own account: only the username names anything (`code` is an authenticator code there). */
const ACCOUNT_LABEL_FIELDS = ['username'];
const MAX_LABEL = 200;

/** A name per language (`{en: 'Lamp', 'zh-CN': '灯'}`), as translated records keep theirs. */
type Names = Record<string, string>;

/** A record's name: one text, or one per language (shown in the log reader's language). */
type TargetLabel = string | Names;

function namesOf(value: unknown): Names | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length > 0 ? Object.fromEntries(entries.map(([lang, text]) => [lang.slice(0, 30), text.slice(0, MAX_LABEL)])) : null;
}

function labelIn(value: unknown, fields: readonly string[]): TargetLabel | null {
  for (const name of fields) {
    const found = field(value, name) ?? (value && typeof value === 'object' ? namesOf((value as Record<string, unknown>)[name]) : null);
    if (found) return found;
  }
  return null;
}

/** The label as the log keeps it: one text (for a name per language, the first), and the names per language. */
function storedLabel(label: TargetLabel | null): { targetLabel: string | null; targetLabels: Names | null } {
  if (label === null) return { targetLabel: null, targetLabels: null };
  if (typeof label === 'string') return { targetLabel: label.slice(0, MAX_LABEL), targetLabels: null };
  return { targetLabel: (Object.values(label)[0] ?? '').slice(0, MAX_LABEL), targetLabels: label };
}

/**
 * Where the readable name of a resource's records lives: its table, id column and label (a column
 * or an expression over the table's row; a name per language as jsonb is kept per language).
 */
export interface LabelSource {
  table: PgTable;
  id: AnyPgColumn;
  label: AnyPgColumn | SQL;
  numericId: boolean;
}

/** The label sources of the kernel's resources, by resource (the permission code's first part). */
const KERNEL_LABEL_SOURCES: Record<string, LabelSource> = {
  users: { table: users, id: users.id, label: users.email, numericId: true },
  agents: { table: agents, id: agents.id, label: agents.name, numericId: true },
  admins: { table: admins, id: admins.id, label: admins.username, numericId: true },
  roles: { table: roles, id: roles.id, label: roles.name, numericId: true },
  permissions: { table: permissions, id: permissions.id, label: permissions.code, numericId: true },
  parameters: { table: parameters, id: parameters.id, label: parameters.name, numericId: true },
  languages: { table: languages, id: languages.id, label: languages.name, numericId: true },
  currencies: { table: currencies, id: currencies.code, label: currencies.name, numericId: false },
};

/** The target's name: from the answer, else the request, else as it was before the write. */
function targetLabelOf(request: FastifyRequest, data: unknown, before: TargetLabel | undefined): TargetLabel | null {
  const fields = (request.routeOptions.url ?? '').startsWith(`${ADMIN_PREFIX}/auth/`) ? ACCOUNT_LABEL_FIELDS : LABEL_FIELDS;
  return labelIn(data, fields) ?? labelIn(request.body, fields) ?? before ?? null;
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
  async (app: App, options: { labels: Record<string, LabelSource> }) => {
    /** The kernel's resources and those the modules own (`options.labels`, handed over by the app). */
    const labelSources: Record<string, LabelSource> = { ...KERNEL_LABEL_SOURCES, ...options.labels };
    /** The target's name as it was before the write, so a deleted record keeps one in the log. */
    const labelsBeforeWrite = new WeakMap<FastifyRequest, TargetLabel>();

    app.addHook('preHandler', async (request) => {
      if (READ_METHODS.has(request.method) || !isAdminUrl(request.routeOptions.url)) return;
      const source = labelSources[actionOf(request).split(':')[0] ?? ''];
      const id = targetOf(request, null);
      if (!source || id === null || (source.numericId && !/^\d{1,9}$/.test(id))) return;
      try {
        const [row] = await app.deps.db
          .select({ label: source.label })
          .from(source.table)
          .where(eq(source.id, source.numericId ? Number(id) : id))
          .limit(1);
        const label = typeof row?.label === 'string' ? row.label.slice(0, MAX_LABEL) || null : namesOf(row?.label);
        if (label) labelsBeforeWrite.set(request, label);
      } catch (error) {
        request.log.error({ err: error }, 'admin log target lookup failed');
      }
    });

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
          ...storedLabel(targetLabelOf(request, code === ErrorCode.Success ? data : null, labelsBeforeWrite.get(request))),
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
