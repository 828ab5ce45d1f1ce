import { describe, expect, it } from 'vitest';
import { ADMIN_API_PERMISSIONS } from '../admin/permissions.ts';
import { adminApi, storefrontApi } from './api.ts';
import type { Endpoint } from './endpoint.ts';
import { adminRoutes, listRoutes, routeUrl, storefrontRoutes } from './index.ts';

const storefront = listRoutes(storefrontRoutes);
const admin = listRoutes(adminRoutes);

describe('route declarations', () => {
  it('name each method and path once', () => {
    const keys = [...storefront, ...admin].map((route) => `${route.method} ${routeUrl(route)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(storefront.every((route) => route.api === 'storefront')).toBe(true);
    expect(admin.every((route) => route.api === 'admin')).toBe(true);
  });

  it('guard each back-office route with a permission of the registry, and use every API permission', () => {
    const permissions = admin.map((route) => route.auth).filter((auth) => auth !== 'public' && auth !== 'signed-in');
    expect(permissions.filter((code) => !ADMIN_API_PERMISSIONS.includes(code))).toEqual([]);
    expect(ADMIN_API_PERMISSIONS.filter((code) => !permissions.includes(code as (typeof permissions)[number]))).toEqual([]);
    expect(admin.filter((route) => route.auth === 'public').map((route) => route.path)).toEqual(['/auth/login']);
  });

  it('send input the way their method carries it: a query on GET, a body or an upload on POST', () => {
    for (const route of [...storefront, ...admin]) {
      if (route.method === 'GET') expect({ path: route.path, body: route.body, upload: route.upload }).toEqual({ path: route.path, body: undefined, upload: undefined });
      else expect({ path: route.path, query: route.query }).toEqual({ path: route.path, query: undefined });
    }
  });

  it('declare path parameters exactly when the path has them', () => {
    for (const route of [...storefront, ...admin]) expect({ path: route.path, params: route.params !== undefined }).toEqual({ path: route.path, params: route.path.includes('/:') });
  });

  it('reach the apps as the same tables of endpoints, without their schemas', () => {
    const endpointOf = ({ api, method, path, tag, auth, upload, download }: Endpoint) => ({ api, method, path, tag, auth, upload, download });
    expect(listRoutes<Endpoint>(storefrontApi)).toEqual(storefront.map(endpointOf));
    expect(listRoutes<Endpoint>(adminApi)).toEqual(admin.map(endpointOf));
    expect(Object.keys(storefrontApi)).toEqual(Object.keys(storefrontRoutes));
    expect(Object.keys(adminApi)).toEqual(Object.keys(adminRoutes));
  });

  it('describe the answer of the admin status toggle as the customer row the server sends', () => {
    const answer = adminRoutes.users.status.response.safeParse({
      id: 1,
      email: 'a@example.com',
      nickname: 'a',
      status: 'disabled',
      deleted: false,
      agent_id: null,
      agent_name: null,
      points: 0,
      balance: '0.00',
      invite_code: 'ABC',
      created_at: '2026-01-01T00:00:00.000Z',
      tags: [],
    });
    expect(answer.success).toBe(true);
    expect(adminRoutes.users.status.response.safeParse(null).success).toBe(false);
  });
});
