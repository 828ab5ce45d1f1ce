// @module-tag embedded
import { describe, expect, it } from 'vitest';
import type { AdminCurrencyRow, CurrencyItem, PageResult } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const thb = { code: 'thb', name: 'Thai Baht', symbol: '฿', unit: 'baht', digits: 2, rate: '36.5', sort: 9 };

describe('POST /admin_api/currencies/save', () => {
  it('adds a currency the storefront offers at once, and refuses the same code twice (4404)', async () => {
    const saved = await adminCall<AdminCurrencyRow>(t.app, root, 'POST', '/currencies/save', thb);
    expect(saved.data).toEqual({ ...thb, code: 'THB', is_base: false, status: 'active' });
    const offered = await call<CurrencyItem[]>(t.app, 'GET', '/currency');
    expect(offered.data.find((c) => c.code === 'THB')).toMatchObject({ symbol: '฿', digits: 2 });
    expect((await adminCall(t.app, root, 'POST', '/currencies/save', thb)).code).toBe(4404);
  });

  it('edits by code: a new rate converts prices at once, a disabled currency is no longer offered', async () => {
    const edited = await adminCall<AdminCurrencyRow>(t.app, root, 'POST', '/currencies/save', { ...thb, id: 'THB', rate: 40 });
    expect(edited.data.rate).toBe('40');
    await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, id: 'THB', status: 'disabled' });
    expect((await call<CurrencyItem[]>(t.app, 'GET', '/currency')).data.map((c) => c.code)).not.toContain('THB');
    expect((await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, id: 'NOPE' })).code).toBe(4402);
  });

  it('checks the rate (> 0), the unit (max 10) and the code', async () => {
    for (const rate of ['0', '0.0', '-1', 'abc', '1.12345678901']) {
      expect((await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, code: 'ZZZ', rate })).code, rate).toBe(4002);
    }
    expect(await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, code: 'ZZZ', rate: '0' }, { lang: 'fr' })).toMatchObject({
      data: { rate: 'Le taux doit être un nombre supérieur à 0' },
    });
    expect(await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, code: 'ZZZ', unit: 'x'.repeat(11) })).toMatchObject({
      code: 4002,
      data: { unit: 'At most 10 characters' },
    });
    expect((await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, code: 'Z1' })).code).toBe(4002);
  });

  it('never disables or deletes the base currency (4502), and keeps its rate at 1', async () => {
    const usd = { id: 'USD', code: 'USD', name: 'US Dollar', symbol: '$', unit: 'dollar', digits: 2, rate: '1' };
    expect(await adminCall(t.app, root, 'POST', '/currencies/save', { ...usd, status: 'disabled' })).toMatchObject({
      code: 4502,
      msg: 'The base currency cannot be disabled or deleted',
    });
    expect((await adminCall(t.app, root, 'POST', '/currencies/delete', { id: 'USD' })).code).toBe(4502);
    const renamed = await adminCall<AdminCurrencyRow>(t.app, root, 'POST', '/currencies/save', { ...usd, name: 'Dollar', rate: '3' });
    expect(renamed.data).toMatchObject({ name: 'Dollar', rate: '1', is_base: true });
  });

  it('deletes another currency', async () => {
    await adminCall(t.app, root, 'POST', '/currencies/save', { ...thb, code: 'VND', name: 'Dong', digits: 0, rate: '25000' });
    expect((await adminCall(t.app, root, 'POST', '/currencies/delete', { id: 'vnd' })).code).toBe(200);
    const listed = await adminCall<PageResult<AdminCurrencyRow>>(t.app, root, 'GET', '/currencies', { keyword: 'vnd' });
    expect(listed.data.total).toBe(0);
    expect((await adminCall(t.app, root, 'POST', '/currencies/delete', { id: 'VND' })).code).toBe(4402);
  });
});
