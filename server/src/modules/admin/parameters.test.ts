import { describe, expect, it } from 'vitest';
import type { PageResult, ParameterRow } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

async function parameter(key: string): Promise<ParameterRow> {
  const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: key });
  const row = found.data.list.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no parameter ${key}`);
  return row;
}

async function saveValue(row: ParameterRow, value: string, lang = 'en') {
  return adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { id: row.id, name: row.name, key: row.key, description: row.description, value }, { lang });
}

const home = {
  name: 'Li Lei',
  tel: '+8613800138000',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  area_code: '440305',
  address_detail: '科技园 1 号',
};

describe('typed parameters', () => {
  it('lists each built-in parameter with its type and range', async () => {
    expect(await parameter('max_addresses')).toMatchObject({ type: 'integer', min: 1, max: 100, choices: [], built_in: true });
    expect(await parameter('shipping_fee')).toMatchObject({ type: 'money', min: 0, max: 100000, built_in: true });
    expect(await parameter('earn_url')).toMatchObject({ type: 'text', built_in: true });
  });

  it('refuses "abc" and out-of-range values for max_addresses with 4002 naming the value, in the caller\'s language', async () => {
    const row = await parameter('max_addresses');
    expect(await saveValue(row, 'abc')).toMatchObject({ code: 4002, data: { value: 'Enter a whole number' } });
    expect(await saveValue(row, '2.5')).toMatchObject({ code: 4002, data: { value: 'Enter a whole number' } });
    expect(await saveValue(row, '0')).toMatchObject({ code: 4002, data: { value: 'Must be at least 1' } });
    expect(await saveValue(row, '101')).toMatchObject({ code: 4002, data: { value: 'Must be at most 100' } });
    expect(await saveValue(row, 'abc', 'zh-CN')).toMatchObject({ code: 4002, data: { value: '请输入整数' } });
    expect((await parameter('max_addresses')).value).toBe('20');
  });

  it('keeps a built-in parameter\'s type whatever the save sends', async () => {
    const row = await parameter('max_addresses');
    const retyped = await adminCall(t.app, root, 'POST', '/parameters/save', { id: row.id, name: row.name, key: row.key, type: 'text', value: 'abc' });
    expect(retyped).toMatchObject({ code: 4002, data: { value: 'Enter a whole number' } });
  });

  it('saves a valid value, which the address book then uses', async () => {
    const row = await parameter('max_addresses');
    const saved = await saveValue(row, '1');
    expect(saved).toMatchObject({ code: 200, data: { key: 'max_addresses', value: '1', type: 'integer' } });
    const { token } = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/address/save', home, { token })).code).toBe(200);
    expect(await call(t.app, 'POST', '/address/save', home, { token })).toMatchObject({ code: 4110 });
    expect((await saveValue(row, '20')).code).toBe(200);
  });

  it('checks decimal, boolean and choice parameters an operator adds', async () => {
    const save = (body: Record<string, unknown>) => adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { name: 'Typed', description: '', ...body });
    expect(await save({ key: 'fee', type: 'decimal', min: 0, max: 10, value: '12.5' })).toMatchObject({ code: 4002, data: { value: 'Must be at most 10' } });
    expect(await save({ key: 'fee', type: 'decimal', min: 0, max: 10, value: 'ten' })).toMatchObject({ code: 4002, data: { value: 'Enter a number, e.g. 12.5' } });
    expect(await save({ key: 'fee', type: 'decimal', min: 0, max: 10, value: '2.75' })).toMatchObject({ code: 200, data: { value: '2.75', min: 0, max: 10 } });
    expect(await save({ key: 'flag', type: 'boolean', value: 'yes' })).toMatchObject({ code: 4002, data: { value: 'Choose on or off' } });
    expect(await save({ key: 'flag', type: 'boolean', value: 'true' })).toMatchObject({ code: 200, data: { type: 'boolean', value: 'true' } });
    expect(await save({ key: 'mode', type: 'choice', choices: [], value: 'a' })).toMatchObject({ code: 4002, data: { choices: 'List at least one choice' } });
    expect(await save({ key: 'mode', type: 'choice', choices: ['fast', 'safe'], value: 'slow' })).toMatchObject({ code: 4002, data: { value: 'Choose one of: fast, safe' } });
    expect(await save({ key: 'mode', type: 'choice', choices: ['fast', 'safe'], value: 'safe' })).toMatchObject({ code: 200, data: { choices: ['fast', 'safe'] } });
    expect(await save({ key: 'range', type: 'integer', min: 5, max: 1, value: '3' })).toMatchObject({ code: 4002, data: { max: 'The maximum must be at least the minimum (5)' } });
  });
});
