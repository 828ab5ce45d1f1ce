import fp from 'fastify-plugin';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, ErrorCode, httpStatusOf, issueParams, issuesToFields, translateMessage } from '@roamcart/contracts';
import { isDocsUrl } from './api-docs.ts';
import { onNewConnection } from './db.ts';
import { DependencyUnavailable, isDependencyFailure, OutageLog } from './dependencies.ts';
import { AppError } from './errors.ts';
import type { App } from './types.ts';

const API_PREFIXES = ['/app_index', '/admin_api'];

/** API routes get the envelope; the OpenAPI pages do not. */
export function isApiUrl(url: string): boolean {
  if (isDocsUrl(url)) return false;
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/** An entry of fastify-type-provider-zod's validation list: a zod issue with its path as a JSON pointer. */
interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Absent, present but blank (a string shorter than 1), or no field to change at all: answered 4001 rather than 4002. */
function isMissing(issue: ValidationIssue): boolean {
  return issue.message === 'validation.required' || issue.message === 'validation.nothing_to_change' || (issue.keyword === 'too_small' && issue.params.origin === 'string' && issue.params.minimum === 1);
}

/** Back to the zod issue the shared field mapping reads, keeping the params (e.g. `maximum` for "At most {{maximum}} characters"). */
function toFieldIssue(issue: ValidationIssue) {
  return { path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? 'validation.invalid', params: issueParams(issue.params) };
}

/**
 * A failed query's error as the log may keep it: the statement with its placeholders, the
 * database's code and message with quoted values masked, never the parameters (customer data)
 * nor the database's detail line (which repeats them).
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const message = typeof cause?.message === 'string' ? cause.message.replace(/"[^"]*"/g, '"…"') : 'query failed';
  return { type: 'DrizzleQueryError', query: error.query, code: cause?.code, message, stack: error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n') };
}

/**
 * The `{code, data, msg}` envelope of DESIGN.md §4: handlers under /app_index and /admin_api
 * return their data, this wraps it; every error becomes a code with a message in the caller's
 * language; a dependency that is down answers 5003 (HTTP 503), logged once per outage; anything
 * unexpected is logged and answered 5000 without internals.
 */
export const envelopePlugin = fp(
  async (app: App) => {
    const { ref } = app.deps;
    // Redis logs its own outages (rate-limit.ts), other services are wrapped as DependencyUnavailable where called: what else fails to connect is the database.
    const databaseOutage = new OutageLog(app.log, 'database');
    const stopFollowingConnections = onNewConnection(app.deps.db, () => databaseOutage.recovered());
    app.addHook('onClose', async () => stopFollowingConnections());

    async function send(request: FastifyRequest, reply: FastifyReply, code: number, data: unknown, params: Record<string, unknown> = {}) {
      const key = code === ErrorCode.Success ? 'success' : `error.${code}`;
      // With the database down the texts come from the built-in catalogue rather than its translations table.
      const msg = code === ErrorCode.ServiceUnavailable ? translateMessage(request.lang || DEFAULT_LANGUAGE, key, params) : await ref.translate(request.lang ?? (await ref.defaultLanguage()), key, params);
      // A refusal is not the route's answer: its data is not what the route's response schema describes.
      if (code !== ErrorCode.Success) reply.serializer(JSON.stringify);
      return reply.code(httpStatusOf(code)).type('application/json; charset=utf-8').send({ code, data, msg });
    }

    async function translateFields(
      request: FastifyRequest,
      fields: Record<string, unknown>,
      params: Record<string, unknown> = {},
      fieldParams: Record<string, Record<string, unknown>> = {},
    ) {
      const lang = request.lang ?? (await ref.defaultLanguage());
      const out: Record<string, string> = {};
      for (const [field, key] of Object.entries(fields)) out[field] = await ref.translate(lang, String(key), { ...params, ...fieldParams[field] });
      return out;
    }

    app.addHook('onRoute', (route) => {
      if (route.config?.envelope === false || !isApiUrl(route.url ?? route.path)) return;
      const handler = route.handler;
      route.handler = async function wrapped(request, reply) {
        const data = await handler.call(this, request, reply);
        if (reply.sent) return reply;
        return send(request, reply, ErrorCode.Success, data ?? null);
      };
    });

    app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const data = error.hasFieldDetails && error.details ? await translateFields(request, error.details, error.params, error.fieldParams) : error.details;
        return send(request, reply, error.code, data, error.params);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const validation = error.validation as unknown as ValidationIssue[];
        const issues = issuesToFields(validation.map(toFieldIssue), (issue) => issue);
        const fields = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue.message]));
        const params = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue.params]));
        const translated = await translateFields(request, fields, {}, params);
        return send(request, reply, validation.some(isMissing) ? ErrorCode.MissingParameters : ErrorCode.InvalidParameters, translated);
      }
      if (isDependencyFailure(error)) {
        if (!(error instanceof DependencyUnavailable)) databaseOutage.failed(error);
        else if (!error.outageLogged) request.log.warn({ err: error.cause }, `${error.dependency} unavailable`);
        return send(request, reply, ErrorCode.ServiceUnavailable, null);
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status === 429) return send(request, reply, ErrorCode.TooManyRequests, null);
      if (status === 404) return send(request, reply, ErrorCode.RouteNotFound, null);
      if (status === 413 && (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
        return send(request, reply, ErrorCode.InvalidParameters, await translateFields(request, { file: 'validation.file_size' }));
      }
      if (status === 413) return send(request, reply, ErrorCode.BodyTooLarge, null);
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'rejected request');
        return send(request, reply, ErrorCode.InvalidParameters, null);
      }
      request.log.error({ err: withoutQueryParameters(error) }, 'unexpected failure');
      return send(request, reply, ErrorCode.InternalError, null);
    });

    app.setNotFoundHandler(async (request, reply) => send(request, reply, ErrorCode.RouteNotFound, null));
  },
  { name: 'envelope', dependencies: ['request-context'] },
);
