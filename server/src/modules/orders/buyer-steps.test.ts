import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelPaymentState, OrderCounts, OrderDetail, OrderPayStatus, OrderPreview, PaymentChannelView, ProductAdminDetail } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer as newBuyerOf, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { postSandboxCallback, sandboxEventFor } from '../../test/payments-fixture.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';

// The template's parameters: a 5.00 shipping fee per parcel, free from 49.00 of goods (base USD; JPY at 151).
const t = useTestApp();
let root: AdminBrowser;
let lamp: ProductAdminDetail;
let card: PaymentChannelView;

const newBuyer = (balance?: string) => newBuyerOf(t, root, balance);
const orderOf = async (buyer: Buyer) => (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data.order_no;
const countsOf = async (buyer: Buyer) => call<OrderCounts>(t.app, 'GET', '/order/counts', undefined, { token: buyer.token });

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  card = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data.find((channel) => channel.identifier === 'sandbox_card')!;
});

describe('GET /order/counts', () => {
  it('counts the caller’s own orders to pay, to ship, to receive and to review, as each moves on; another buyer’s orders never count', async () => {
    const buyer = await newBuyer('100.00');
    const other = await newBuyer('100.00');
    expect((await countsOf(buyer)).data).toEqual({ to_pay: 0, to_ship: 0, to_receive: 0, to_review: 0 });

    const [first, second, third] = [await orderOf(buyer), await orderOf(buyer), await orderOf(buyer)];
    const othersOrder = await orderOf(other);
    await call(t.app, 'POST', '/order/pay', { order_no: othersOrder, method: 'wallet' }, { token: other.token });
    expect((await countsOf(buyer)).data).toEqual({ to_pay: 3, to_ship: 0, to_receive: 0, to_review: 0 });

    for (const orderNo of [first, second]) await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token });
    await call(t.app, 'POST', '/order/cancel_order', { order_no: third }, { token: buyer.token });
    expect((await countsOf(buyer)).data).toEqual({ to_pay: 0, to_ship: 2, to_receive: 0, to_review: 0 });

    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: first, logistics_company: 'DHL', tracking_no: 'CNT-1' });
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: second, logistics_company: 'DHL', tracking_no: 'CNT-2' });
    expect((await countsOf(buyer)).data).toEqual({ to_pay: 0, to_ship: 0, to_receive: 2, to_review: 0 });

    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: first }, { token: buyer.token });
    expect((await countsOf(buyer)).data).toEqual({ to_pay: 0, to_ship: 0, to_receive: 1, to_review: 1 });
    // The other buyer sees only their own paid order.
    expect((await countsOf(other)).data).toEqual({ to_pay: 0, to_ship: 1, to_receive: 0, to_review: 0 });
  });

  it('answers 2001 without a session', async () => {
    expect((await call(t.app, 'GET', '/order/counts')).code).toBe(2001);
  });
});

describe('POST /order/preview before an address is chosen', () => {
  it('prices the goods, shipping and discount with no address, in the caller’s currency; creating still needs one', async () => {
    const { token } = await registerCustomer(t);
    const items = [{ sku_id: lamp.skus[0]!.id, qty: 2 }];
    const usd = await call<OrderPreview>(t.app, 'POST', '/order/preview', { items }, { token });
    expect(usd).toMatchObject({ code: 200, data: { address: null, goods_amount: '40.00', shipping_fee: '5.00', discount: '0.00', pay_amount: '45.00', currency: 'USD' } });
    expect(usd.data.sub_orders).toEqual([expect.objectContaining({ source: 'warehouse', goods_amount: '40.00', lines: [expect.objectContaining({ name: 'Desk Lamp', qty: 2 })] })]);
    const jpy = await call<OrderPreview>(t.app, 'POST', '/order/preview', { items }, { token, currency: 'JPY' });
    expect(jpy.data).toMatchObject({ goods_amount: '6040', shipping_fee: '755', pay_amount: '6795', currency: 'JPY' });

    const created = await call(t.app, 'POST', '/order/create', { items }, { token });
    expect(created).toMatchObject({ code: 4001, data: { address_id: expect.any(String) } });
    const someoneElse = await newBuyer();
    expect((await call(t.app, 'POST', '/order/preview', { items, address_id: someoneElse.addressId }, { token })).code).toBe(4111);
  });
});

describe('a declined card payment', () => {
  it('leaves the order unpaid: still due in full, nothing paid, payable again', async () => {
    const buyer = await newBuyer();
    const orderNo = await orderOf(buyer);
    const started = await call<OrderPayStatus>(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id }, { token: buyer.token });
    expect((await postSandboxCallback(t, await sandboxEventFor(t, started.data.pay_no!, 'checkout.failed'))).body.result).toBe('failed');

    const payment = await call<ChannelPaymentState>(t.app, 'GET', '/payment/status', { pay_no: started.data.pay_no! });
    expect(payment.data).toMatchObject({ status: 'payment_failed', reference: orderNo });
    const detail = await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token });
    expect(detail.data.order).toMatchObject({ status: 'pending_payment', pay_amount: '25.00', paid_amount: '0.00' });
    expect(detail.data.sub_orders.map((sub) => [sub.status, sub.paid_amount])).toEqual([['pending_payment', '0.00']]);
    const again = await call<OrderPayStatus>(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id }, { token: buyer.token });
    expect(again.data).toMatchObject({ status: 'pending_payment', paid_amount: '0.00', pay_url: expect.any(String) });
    expect(again.data.pay_no).not.toBe(started.data.pay_no);
  });
});
