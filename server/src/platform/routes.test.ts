import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRow, adminRoutes, ErrorCode, idParam, listRoutes, routeUrl, storefrontEndpoint, storefrontRoutes, withSchemas, z, type Address } from '@roamcart/contracts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { registerRoute } from './routes.ts';

const address: Address = {
  id: 1,
  name: 'Li Lei',
  tel: '13800138000',
  country: 'CN',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  area_code: '440305',
  postal_code: '',
  address_detail: '科技园 1 号',
  is_default: true,
};

/** Routes of this test only: one answers a row with fields it does not declare, one answers the wrong shape. */
const probes = withSchemas(
  {
    row: storefrontEndpoint({ tag: 'test', method: 'GET', path: '/probe/row', auth: 'public' }),
    wrongShape: storefrontEndpoint({ tag: 'test', method: 'GET', path: '/probe/wrong_shape', auth: 'public' }),
  },
  { row: { query: z.object({ id: idParam }), response: addressRow }, wrongShape: { response: addressRow } },
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {
    beforeReady: async (app) => {
      await app.register(
        async (api) => {
          registerRoute(api, probes.row, async (request) => {
            const row = { ...address, id: request.query.id, user_id: 42, deleted_at: null, password_hash: 'secret' };
            return row;
          });
          registerRoute(api, probes.wrongShape, async () => ({ ...address, id: 'one' }) as unknown as Address);
        },
        { prefix: '/app_index' },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

const declared = [...listRoutes(storefrontRoutes), ...listRoutes(adminRoutes)];
const probeDeclarations = new Set<unknown>(Object.values(probes));

describe('the route table', () => {
  it('registers every declared route from its declaration, and no API route without one', () => {
    const registered = t.app.apiRoutes.filter((route) => !probeDeclarations.has(route.declaration));
    const key = (method: string, url: string) => `${method} ${url}`;
    expect(registered.map((route) => key(route.method, route.url)).sort()).toEqual(declared.map((route) => key(route.method, routeUrl(route))).sort());
    expect(registered.filter((route) => route.declaration === null)).toEqual([]);
    for (const route of registered) expect(route.declaration && routeUrl(route.declaration)).toBe(route.url);
  });

  it('checks the customer token before the input: a call without one answers 2001, never 4001', async () => {
    const signedInOnly = listRoutes(storefrontRoutes).filter((route) => route.auth === 'user');
    expect(signedInOnly.map((route) => route.path)).toContain('/address/save');
    for (const route of signedInOnly) {
      const answer = await call(t.app, route.method, route.path, route.method === 'POST' ? {} : undefined);
      expect({ route: route.path, code: answer.code }).toEqual({ route: route.path, code: ErrorCode.TokenExpired });
    }
  });
});

describe('answers', () => {
  it('are encoded by the declared schema: a field the row does not declare never leaves the server', async () => {
    const answer = await call(t.app, 'GET', '/probe/row', { id: 7 });
    expect(answer).toMatchObject({ code: 200, msg: 'Success' });
    expect(answer.data).toEqual({ ...address, id: 7 });
  });

  it('that do not match their declaration are refused with 5000, not sent', async () => {
    const answer = await call(t.app, 'GET', '/probe/wrong_shape');
    expect(answer).toMatchObject({ code: ErrorCode.InternalError, data: null });
  });

  it('keep the error envelope with the fields of a refused input', async () => {
    const answer = await call(t.app, 'GET', '/probe/row', { id: 'x' });
    expect(answer.code).toBe(ErrorCode.InvalidParameters);
    expect(Object.keys(answer.data as object)).toEqual(['id']);
  });

  it('show their data schema in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app_index/docs/json' });
    const document = response.json() as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>> };
    const schema = document.paths['/app_index/address/save']?.post?.responses['200']?.content['application/json']?.schema;
    expect(JSON.stringify(schema)).toContain('address_detail');
  });

  it('document what a numeric field takes: the number with its bounds, or its decimal text', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/app_index/docs/json' })).json() as { paths: Record<string, Record<string, { parameters: { name: string; schema: unknown }[] }>> };
    const limit = document.paths['/app_index/goods/list']?.get?.parameters.find((parameter) => parameter.name === 'limit');
    expect(limit?.schema).toEqual({ anyOf: [{ type: 'integer', minimum: 1, maximum: 100 }, { type: 'string', pattern: expect.any(String) }] });
  });
});
