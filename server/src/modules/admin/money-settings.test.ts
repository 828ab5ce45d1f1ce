import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelAdminRow, OrderPreview, PageResult, ParameterRow, ProductAdminDetail } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

let buyer: Buyer;
let lamp: ProductAdminDetail;

beforeAll(async () => {
  buyer = await newBuyer(t, root);
  const categoryId = (await saveCategory(t, root, { name: { en: 'Money settings' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 100 }] });
});

async function parameter(key: string): Promise<ParameterRow> {
  const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: key });
  return found.data.list.find((row) => row.key === key)!;
}

function saveParameter(row: ParameterRow, value: string, lang = 'en') {
  return adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { id: row.id, name: row.name, key: row.key, description: row.description, value }, { lang });
}

/** The shipping the checkout charges for `qty` lamps (20.00 each) as priced now. */
async function shippingCharged(qty: number): Promise<string> {
  const preview = await call<OrderPreview>(t.app, 'POST', '/order/preview', { items: [{ sku_id: lamp.skus[0]!.id, qty }], address_id: buyer.addressId }, { token: buyer.token });
  expect(preview.code).toBe(200);
  return preview.data.shipping_fee;
}

async function withdrawalChannel(): Promise<ChannelAdminRow> {
  const listed = await adminCall<PageResult<ChannelAdminRow>>(t.app, root, 'GET', '/payment_channels', { keyword: 'bank_withdrawal' });
  return listed.data.list.find((row) => row.identifier === 'bank_withdrawal')!;
}

function saveChannel(row: ChannelAdminRow, change: Record<string, string>, lang = 'en') {
  const { id, title, identifier, image, kind, gateway, uses, min_amount, max_amount, fee_rate, currency, account_info, test, sort, status } = row;
  const body = { id, title, identifier, image, kind, gateway, uses, min_amount, max_amount, fee_rate, currency, account_info, test, sort, status, ...change };
  return adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', body, { lang });
}

/**
 * Every money setting an operator types, one case each: what it takes, what it refuses (more
 * decimals than the base currency's two, and out of range) with the field named, and that a
 * refused save changes nothing, read back from the behaviour it drives where there is one.
 */
interface MoneySetting {
  name: string;
  save(value: string, lang?: string): Promise<{ code: number; data: unknown }>;
  field: string;
  stored(): Promise<string>;
  valid: string;
  /** What the setting reads as once `valid` is saved, where a customer meets it. */
  behaves?: () => Promise<void>;
  outOfRange?: { value: string; message: string };
}

const cases: MoneySetting[] = [
  {
    name: 'shipping_fee',
    save: async (value, lang) => saveParameter(await parameter('shipping_fee'), value, lang),
    field: 'value',
    stored: async () => (await parameter('shipping_fee')).value,
    valid: '5.12',
    behaves: async () => expect(await shippingCharged(1)).toBe('5.12'),
    outOfRange: { value: '100000.01', message: 'Must be at most 100000' },
  },
  {
    name: 'free_shipping_threshold',
    save: async (value, lang) => saveParameter(await parameter('free_shipping_threshold'), value, lang),
    field: 'value',
    stored: async () => (await parameter('free_shipping_threshold')).value,
    valid: '39.99',
    // Two lamps (40.00) reach it and ship free; one does not.
    behaves: async () => {
      expect(await shippingCharged(2)).toBe('0.00');
      expect(await shippingCharged(1)).not.toBe('0.00');
    },
    outOfRange: { value: '10000000.01', message: 'Must be at most 10000000' },
  },
  {
    name: 'withdrawal channel min_amount',
    save: async (value, lang) => saveChannel(await withdrawalChannel(), { min_amount: value }, lang),
    field: 'min_amount',
    stored: async () => (await withdrawalChannel()).min_amount,
    valid: '2.50',
  },
  {
    name: 'withdrawal channel max_amount',
    save: async (value, lang) => saveChannel(await withdrawalChannel(), { max_amount: value }, lang),
    field: 'max_amount',
    stored: async () => (await withdrawalChannel()).max_amount,
    valid: '4999.99',
  },
];

describe('money settings', () => {
  it.each(cases)('$name: saves an amount with the base currency’s decimals and refuses more, with the field named and nothing changed', async (setting) => {
    const saved = await setting.save(setting.valid);
    expect(saved.code).toBe(200);
    expect(await setting.stored()).toBe(setting.valid);
    await setting.behaves?.();

    expect(await setting.save(`${setting.valid}3`)).toMatchObject({ code: 4002, data: { [setting.field]: 'Amounts in USD have at most 2 decimals' } });
    expect(await setting.save(`${setting.valid}3`, 'zh-CN')).toMatchObject({ code: 4002, data: { [setting.field]: 'USD 金额最多 2 位小数' } });
    expect(await setting.save('-1')).toMatchObject({ code: 4002, data: { [setting.field]: expect.any(String) } });
    if (setting.outOfRange) expect(await setting.save(setting.outOfRange.value)).toMatchObject({ code: 4002, data: { [setting.field]: setting.outOfRange.message } });
    expect(await setting.stored()).toBe(setting.valid);
    await setting.behaves?.();
  });

  it('withdrawal channel fee_rate: takes a percent with two decimals and refuses more, nothing changed', async () => {
    expect((await saveChannel(await withdrawalChannel(), { fee_rate: '1.25' })).code).toBe(200);
    expect(await saveChannel(await withdrawalChannel(), { fee_rate: '1.255' })).toMatchObject({ code: 4002, data: { fee_rate: 'A percent below 100 with at most two decimals, e.g. 1.5' } });
    expect((await withdrawalChannel()).fee_rate).toBe('1.25');
  });

  it('keeps one withdrawal fee: the channel’s, no parameter beside it', async () => {
    const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'withdrawal' });
    expect(found.data.list).toEqual([]);
  });
});
