import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@roamcart/contracts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = {
  name: 'Li Lei',
  tel: '+8613800138000',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  area_code: '440305',
  address_detail: '科技园 1 号',
};

type Page = { list: Address[]; total: number };

async function list(token: string) {
  return (await call<Page>(t.app, 'GET', '/address/page', undefined, { token })).data;
}

describe('POST /address/save', () => {
  it('saves the first address as the default and keeps exactly one default', async () => {
    const { token } = await registerCustomer(t);
    const first = await call<Address>(t.app, 'POST', '/address/save', home, { token });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ ...home, is_default: true });

    const second = await call<Address>(t.app, 'POST', '/address/save', { ...home, name: 'Han Meimei', is_default: true }, { token });
    expect(second.data.is_default).toBe(true);
    const after = await list(token);
    expect(after.total).toBe(2);
    expect(after.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.data.id]);
    expect(after.list[0]?.id).toBe(second.data.id);
  });

  it('edits an address in place', async () => {
    const { token } = await registerCustomer(t);
    const saved = await call<Address>(t.app, 'POST', '/address/save', home, { token });
    const edited = await call<Address>(t.app, 'POST', '/address/save', { ...home, id: saved.data.id, address_detail: 'New street 9' }, { token });
    expect(edited.data).toMatchObject({ id: saved.data.id, address_detail: 'New street 9' });
    expect((await list(token)).total).toBe(1);
  });

  it('accepts the phone forms of SPEC §5 and refuses others', async () => {
    const { token } = await registerCustomer(t);
    for (const tel of ['13800138000', '8613800138000', '+8613800138000', '0755-12345678', '01012345678']) {
      expect((await call(t.app, 'POST', '/address/save', { ...home, tel }, { token })).code, tel).toBe(200);
    }
    for (const tel of ['1380013800', '23800138000', '+8623800138000', '0755', 'abc']) {
      const res = await call(t.app, 'POST', '/address/save', { ...home, tel }, { token });
      expect(res, tel).toMatchObject({ code: 4002, data: { tel: 'Invalid phone number' } });
    }
  });

  it('requires the name, the region and the detail, and limits the detail to 200', async () => {
    const { token } = await registerCustomer(t);
    const missing = await call(t.app, 'POST', '/address/save', { ...home, name: '', province: '', address_detail: '' }, { token, lang: 'zh-CN' });
    expect(missing).toMatchObject({ code: 4001, msg: '缺少参数', data: { name: '必填', province: '请选择地区', address_detail: '必填' } });
    const badArea = await call(t.app, 'POST', '/address/save', { ...home, area_code: '12' }, { token });
    expect(badArea).toMatchObject({ code: 4002, data: { area_code: 'Please choose a region' } });
    const long = await call(t.app, 'POST', '/address/save', { ...home, address_detail: 'x'.repeat(201) }, { token });
    expect(long).toMatchObject({ code: 4002, data: { address_detail: 'Detailed address is at most 200 characters' } });
    expect((await call(t.app, 'POST', '/address/save', { ...home, address_detail: 'x'.repeat(200) }, { token })).code).toBe(200);
    expect((await list(token)).total).toBe(1);
  });

  it('refuses the 21st address with 4110, even when saved in parallel', async () => {
    const { token } = await registerCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call(t.app, 'POST', '/address/save', { ...home, name: `Person ${i}` }, { token })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.code === 4110);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.msg).toBe('You can keep at most 20 addresses');
    const after = await list(token);
    expect(after.total).toBe(20);
    expect(after.list.filter((a) => a.is_default)).toHaveLength(1);
    const secondPage = await call<Page>(t.app, 'GET', '/address/page', { page: 2, limit: 15 }, { token });
    expect(secondPage.data).toMatchObject({ total: 20, page: 2, limit: 15 });
    expect(secondPage.data.list).toHaveLength(5);
  });
});

describe('POST /address/delete', () => {
  it('deletes an address and promotes another to default', async () => {
    const { token } = await registerCustomer(t);
    const a = await call<Address>(t.app, 'POST', '/address/save', home, { token });
    const b = await call<Address>(t.app, 'POST', '/address/save', { ...home, name: 'B', is_default: true }, { token });
    expect((await call(t.app, 'POST', '/address/delete', { id: b.data.id }, { token })).code).toBe(200);
    const after = await list(token);
    expect(after.list.map((x) => [x.id, x.is_default])).toEqual([[a.data.id, true]]);
  });
});

describe("another user's address", () => {
  it('is never listed, edited or deleted by someone else', async () => {
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const saved = await call<Address>(t.app, 'POST', '/address/save', home, { token: owner.token });
    expect((await list(stranger.token)).total).toBe(0);
    const edit = await call(t.app, 'POST', '/address/save', { ...home, id: saved.data.id, name: 'Thief' }, { token: stranger.token });
    expect(edit).toMatchObject({ code: 4111, msg: 'Address does not exist' });
    const del = await call(t.app, 'POST', '/address/delete', { id: saved.data.id }, { token: stranger.token });
    expect(del.code).toBe(4111);
    expect((await list(owner.token)).list[0]).toMatchObject({ id: saved.data.id, name: home.name });
  });

  it('needs a session at all', async () => {
    expect((await call(t.app, 'GET', '/address/page')).code).toBe(2001);
    expect((await call(t.app, 'POST', '/address/save', home)).code).toBe(2001);
  });
});
