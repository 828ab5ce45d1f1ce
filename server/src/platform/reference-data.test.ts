import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCurrencyRow, CurrencyItem, PageResult, ParameterRow } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../test/admin-client.ts';
import { anotherServer, call, useTestApp } from '../test/test-app.ts';
import type { App } from './types.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
// Two servers on one database, as behind a load balancer: the back office saves on the first.
let second: App;
beforeAll(async () => {
  second = await anotherServer(t);
});
afterAll(async () => {
  await second.close();
});

/** Well inside the reference data's 30 s cache: only the notification can make it in time. */
const PROPAGATION = { timeout: 5000, interval: 20 };

describe('reference data changed on one server', () => {
  it('reaches the other server at once: a parameter', async () => {
    const earnUrl = async () => (await call<{ earn_url: string }>(second, 'GET', '/common/config')).data.earn_url;
    const before = await earnUrl();
    const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'earn_url' });
    const row = found.data.list.find((candidate) => candidate.key === 'earn_url')!;
    const changed = `https://earn.example.com/${Date.now()}`;
    const saved = await adminCall(t.app, root, 'POST', '/parameters/save', { id: row.id, name: row.name, key: row.key, description: row.description, value: changed });
    expect(saved.code).toBe(200);
    expect(changed).not.toBe(before);
    await vi.waitFor(async () => expect(await earnUrl()).toBe(changed), PROPAGATION);
  });

  it('reaches the other server at once: a currency rate', async () => {
    const eurRate = async () => (await call<CurrencyItem[]>(second, 'GET', '/currency')).data.find((currency) => currency.code === 'EUR')?.rate;
    const before = await eurRate();
    const found = await adminCall<PageResult<AdminCurrencyRow>>(t.app, root, 'GET', '/currencies', { keyword: 'EUR' });
    const eur = found.data.list.find((currency) => currency.code === 'EUR')!;
    const changed = before === '0.5' ? '0.6' : '0.5';
    const saved = await adminCall(t.app, root, 'POST', '/currencies/save', { ...eur, id: eur.code, rate: changed });
    expect(saved.code).toBe(200);
    await vi.waitFor(async () => expect(Number(await eurRate())).toBe(Number(changed)), PROPAGATION);
  });
});
