// @module-tag embedded
import { describe, expect, it } from 'vitest';
import type { Address, AddressBook, PageResult, ParameterRow } from '@roamcart/contracts';
import { adminCall, signedInAdmin } from '../../test/admin-client.ts';
import { call, useTestApp, registerCustomer } from '../../test/test-app.ts';

const t = useTestApp();

const home = {
  name: 'Li Lei',
  tel: '+8613800138000',
  province: '广东省',
  city: '深圳市',
  county: '南山区',
  area_code: '440305',
  address_detail: '科技园 1 号',
};

const newYork = {
  name: 'Jane Roe',
  tel: '(212) 555-0134',
  country: 'US',
  province: 'NY',
  city: 'New York',
  postal_code: '10001',
  address_detail: '350 Fifth Avenue, Apt 12B',
};

const riyadh = {
  name: 'سارة العتيبي',
  tel: '050 123 4567',
  country: 'SA',
  province: 'منطقة الرياض',
  city: 'الرياض',
  postal_code: '12271',
  address_detail: 'طريق الملك فهد، حي العليا',
};

async function list(token: string, lang = 'en') {
  return (await call<AddressBook>(t.app, 'GET', '/address/page', undefined, { token, lang })).data;
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
    const secondPage = await call<AddressBook>(t.app, 'GET', '/address/page', { page: 2, limit: 15 }, { token });
    expect(secondPage.data).toMatchObject({ total: 20, page: 2, limit: 15 });
    expect(secondPage.data.list).toHaveLength(5);
  });
});

describe('addresses outside China', () => {
  it('saves a US address with a US phone, stored in E.164, and lists its country', async () => {
    const { token } = await registerCustomer(t);
    const saved = await call<Address>(t.app, 'POST', '/address/save', newYork, { token });
    expect(saved).toMatchObject({ code: 200, data: { ...newYork, tel: '+12125550134', county: '', area_code: '' } });
    expect((await list(token)).list[0]).toMatchObject({ country: 'US', postal_code: '10001', tel: '+12125550134' });
    const international = await call<Address>(t.app, 'POST', '/address/save', { ...newYork, tel: '+1 415 555 2671', postal_code: '94103-1234' }, { token });
    expect(international.data).toMatchObject({ tel: '+14155552671', postal_code: '94103-1234' });
  });

  it('saves a Saudi address with a Saudi phone, national or with +966', async () => {
    const { token } = await registerCustomer(t);
    const saved = await call<Address>(t.app, 'POST', '/address/save', riyadh, { token, lang: 'ar' });
    expect(saved).toMatchObject({ code: 200, data: { country: 'SA', tel: '+966501234567', city: 'الرياض', postal_code: '12271' } });
    const plus = await call<Address>(t.app, 'POST', '/address/save', { ...riyadh, tel: '+966 55 987 6543' }, { token });
    expect(plus.data.tel).toBe('+966559876543');
  });

  it("refuses a phone that is not valid for the address's country, naming the field", async () => {
    const { token } = await registerCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [newYork, '13800138000'],
      [newYork, '+966501234567'],
      [newYork, '555-0134'],
      [riyadh, '+12125550134'],
      [riyadh, '0123'],
      [home, '+12125550134'],
      [home, '+966501234567'],
    ];
    for (const [address, tel] of cases) {
      const res = await call(t.app, 'POST', '/address/save', { ...address, tel }, { token });
      expect(res, `${String(address.country ?? 'CN')} ${tel}`).toMatchObject({ code: 4002, data: { tel: 'Invalid phone number' } });
    }
    const arabic = await call(t.app, 'POST', '/address/save', { ...riyadh, tel: '12345' }, { token, lang: 'ar' });
    expect(arabic).toMatchObject({ code: 4002, data: { tel: 'رقم الهاتف غير صالح' } });
    expect((await list(token)).total).toBe(0);
  });

  it("checks the postal code where the country's shape is known, and the state where the country has one", async () => {
    const { token } = await registerCustomer(t);
    const zip = await call(t.app, 'POST', '/address/save', { ...newYork, postal_code: 'ABCDE' }, { token });
    expect(zip).toMatchObject({ code: 4002, data: { postal_code: 'Invalid postal code for this country' } });
    const noState = await call(t.app, 'POST', '/address/save', { ...newYork, province: '', city: '' }, { token });
    expect(noState).toMatchObject({ code: 4001, data: { province: 'Enter the state, province or region', city: 'Required' } });
    const london = { name: 'Tom', tel: '020 7946 0018', country: 'GB', city: 'London', postal_code: 'SW1A 1AA', address_detail: '10 Downing Street' };
    expect((await call<Address>(t.app, 'POST', '/address/save', london, { token })).data).toMatchObject({ country: 'GB', province: '', tel: '+442079460018' });
    expect((await call(t.app, 'POST', '/address/save', { ...london, postal_code: '12345' }, { token })).data).toEqual({ postal_code: 'Invalid postal code for this country' });
    const paris = { name: 'Léa', tel: '06 12 34 56 78', country: 'fr', city: 'Paris', postal_code: '75008', address_detail: '8 rue de Rivoli' };
    expect((await call<Address>(t.app, 'POST', '/address/save', paris, { token })).data).toMatchObject({ country: 'FR', tel: '+33612345678' });
    const unknown = await call(t.app, 'POST', '/address/save', { ...newYork, country: 'ZZ' }, { token });
    expect(unknown).toMatchObject({ code: 4002, data: { country: 'Choose a country' } });
  });

  it('knows the postal code shapes of Germany, Japan, Canada, Saudi Arabia and France', async () => {
    const { token } = await registerCustomer(t);
    const places: [string, string, string, string, string, string][] = [
      ['DE', '+49 30 901820', 'Berlin', '', '10115', '1011'],
      ['JP', '03-1234-5678', '千代田区', '東京都', '100-0001', '1000'],
      ['CA', '+1 613 555 0199', 'Ottawa', 'ON', 'K1A 0B1', '12345'],
      ['SA', '+966 11 234 5678', 'Riyadh', '', '12271', '1227'],
      ['FR', '01 23 45 67 89', 'Paris', '', '75008', '7500'],
    ];
    for (const [country, tel, city, province, good, bad] of places) {
      const address = { name: 'Kim', tel, country, city, province, address_detail: '1 Main Street' };
      expect((await call(t.app, 'POST', '/address/save', { ...address, postal_code: good }, { token })).code, `${country} ${good}`).toBe(200);
      const refused = await call(t.app, 'POST', '/address/save', { ...address, postal_code: bad }, { token });
      expect(refused, `${country} ${bad}`).toMatchObject({ code: 4002, data: { postal_code: 'Invalid postal code for this country' } });
    }
    const missing = await call(t.app, 'POST', '/address/save', { ...newYork, postal_code: '' }, { token });
    expect(missing).toMatchObject({ code: 4001, data: { postal_code: 'Required' } });
  });

  it('keeps the mainland rule and the region code for China', async () => {
    const { token } = await registerCustomer(t);
    const withoutCode = await call(t.app, 'POST', '/address/save', { ...home, country: 'CN', area_code: '', postal_code: '518000' }, { token });
    expect(withoutCode).toMatchObject({ code: 4002, data: { area_code: 'Please choose a region' } });
    const saved = await call<Address>(t.app, 'POST', '/address/save', { ...home, country: 'CN', postal_code: '518000' }, { token });
    expect(saved.data).toMatchObject({ country: 'CN', tel: '+8613800138000', area_code: '440305', postal_code: '' });
  });
});

describe('the country of a new address', () => {
  it('is China when the call names none, as before countries existed', async () => {
    const { token } = await registerCustomer(t);
    expect((await call<Address>(t.app, 'POST', '/address/save', home, { token })).data.country).toBe('CN');
  });

  it("starts as the interface language's region, then follows the address saved last", async () => {
    const { token } = await registerCustomer(t);
    const regions = { en: 'US', 'zh-CN': 'CN', es: 'ES', fr: 'FR', ja: 'JP', ar: 'SA' };
    for (const [lang, country] of Object.entries(regions)) expect((await list(token, lang)).default_country, lang).toBe(country);
    await call(t.app, 'POST', '/address/save', riyadh, { token });
    expect((await list(token, 'ja')).default_country).toBe('SA');
    await call(t.app, 'POST', '/address/save', home, { token });
    expect((await list(token, 'ar')).default_country).toBe('CN');
  });
});

describe('the address limit', () => {
  it('is told with the list, in the plural form of each language', async () => {
    const { token } = await registerCustomer(t);
    expect(await list(token)).toMatchObject({ max: 20, total: 0 });
    const root = await signedInAdmin(t, 'super');
    const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'max_addresses' });
    const parameter = found.data.list[0];
    const setMax = (value: string) => adminCall(t.app, root, 'POST', '/parameters/save', { ...parameter, value });
    await setMax('1');
    try {
      expect((await list(token)).max).toBe(1);
      await call(t.app, 'POST', '/address/save', home, { token });
      const refusals = { en: 'You can keep at most 1 address', ar: 'يمكنك حفظ 1 عنوان كحد أقصى', fr: 'Vous pouvez garder au plus 1 adresse' };
      for (const [lang, msg] of Object.entries(refusals)) {
        expect(await call(t.app, 'POST', '/address/save', home, { token, lang }), lang).toMatchObject({ code: 4110, msg });
      }
      await setMax('2');
      const two = { en: 'You can keep at most 2 addresses', ar: 'يمكنك حفظ 2 عنوانين كحد أقصى', ja: '保存できる住所は最大 2 件です' };
      await call(t.app, 'POST', '/address/save', home, { token });
      for (const [lang, msg] of Object.entries(two)) {
        expect(await call(t.app, 'POST', '/address/save', home, { token, lang }), lang).toMatchObject({ code: 4110, msg });
      }
    } finally {
      await setMax('20');
    }
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
