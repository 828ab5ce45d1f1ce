import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChannelAdminRow, PageResult, PaymentChannelView, RechargeStarted } from '@roamcart/contracts';
import { channelPayments } from './tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, registerCustomer, useTestApp } from '../../test/test-app.ts';
import { expireChannelPaymentsJob } from './channel-payments.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

describe('GET /payment_channel', () => {
  it('lists the enabled channels for top-ups, the offline one with the account to pay to', async () => {
    const channels = await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' });
    expect(channels.code).toBe(200);
    expect(channels.data).toEqual([
      expect.objectContaining({ identifier: 'sandbox_card', kind: 'online', title: 'Card', min: '1.00', max: '10000.00', fee_rate: '0.00', account_info: null, test: true }),
      expect.objectContaining({
        identifier: 'bank_transfer',
        kind: 'offline',
        min: '10.00',
        account_info: { bank: 'Roamcart Demo Bank', account_name: 'Roamcart Ltd', account_number: 'DE89 3704 0044 0532 0130 00', qr_image: '' },
        test: true,
      }),
    ]);
  });

  it('shows withdrawal channels with their fee rate, titles in the caller’s language and limits in the caller’s currency', async () => {
    const channels = await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'withdrawal' }, { lang: 'zh-CN', currency: 'JPY' });
    expect(channels.data).toEqual([expect.objectContaining({ identifier: 'bank_withdrawal', title: '银行账户', min: '1510', max: '755000', fee_rate: '1.00' })]);
  });

  it('refuses an unknown use with 4002', async () => {
    expect(await call(t.app, 'GET', '/payment_channel', { type: 'gift' })).toMatchObject({ code: 4002, data: { type: expect.any(String) } });
  });
});

describe('back office: payment channels', () => {
  const offlineBody = {
    title: { en: 'Alipay transfer', 'zh-CN': '支付宝转账' },
    identifier: 'alipay_transfer',
    kind: 'offline',
    uses: ['recharge', 'pay'],
    min_amount: '5',
    max_amount: '2000.50',
    fee_rate: '0.6',
    currency: 'USD',
    account_info: { bank: 'Alipay', account_name: 'Roamcart', account_number: 'pay@roamcart.example', qr_image: '' },
  };

  it('saves a channel with its limits in base minor units and its fee in basis points, and lists it for its uses only', async () => {
    const saved = await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', offlineBody);
    expect(saved.data).toMatchObject({ identifier: 'alipay_transfer', min_amount: '5.00', max_amount: '2000.50', fee_rate: '0.60', gateway: '', status: 'active' });
    const forPay = await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' }, { lang: 'zh-CN' });
    // A live channel says nothing of tests; marked as a test one, customers are told no real money moves.
    expect(forPay.data.find((channel) => channel.id === saved.data.id)).toMatchObject({ title: '支付宝转账', fee_rate: '0.60', account_info: { bank: 'Alipay' }, test: false });
    const marked = await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, id: saved.data.id, test: true });
    expect(marked.data).toMatchObject({ test: true });
    await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, id: saved.data.id });
    // Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET a Stripe channel is not offered.
    const stripe = await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'stripe_card', kind: 'online', gateway: 'stripe', account_info: null });
    expect(forPay.data.some((channel) => channel.id === stripe.data.id)).toBe(false);
    expect((await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data.some((channel) => channel.id === stripe.data.id)).toBe(false);
    await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, id: saved.data.id, status: 'disabled' });
    expect((await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data.some((channel) => channel.id === saved.data.id)).toBe(false);
    const listed = await adminCall<PageResult<ChannelAdminRow>>(t.app, root, 'GET', '/payment_channels', { keyword: 'alipay_' });
    expect(listed.data.list.map((row) => row.identifier)).toEqual(['alipay_transfer']);
  });

  it('refuses a taken identifier, an online channel without a gateway, a maximum below the minimum and a fee of 100% or more', async () => {
    const taken = await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'bank_transfer' });
    expect(taken).toMatchObject({ code: 4404, data: { identifier: expect.any(String) } });
    const noGateway = await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'card_x', kind: 'online' });
    expect(noGateway).toMatchObject({ code: 4002, data: { gateway: 'An online channel needs a gateway' } });
    const limits = await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'card_y', min_amount: '100', max_amount: '50' });
    expect(limits).toMatchObject({ code: 4002, data: { max_amount: expect.any(String) } });
    const fee = await adminCall(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'card_z', fee_rate: '100' }, { lang: 'zh-CN' });
    expect(fee).toMatchObject({ code: 4002, data: { fee_rate: '百分比需小于 100，最多两位小数，例如 1.5' } });
  });

  it('keeps a channel something was paid through (4403), deletes an unused one, and answers 4003 without the permission', async () => {
    const { token } = await registerCustomer(t);
    const bank = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' })).data.find((channel) => channel.identifier === 'bank_transfer')!;
    await call<RechargeStarted>(t.app, 'POST', '/recharge', { channel_id: bank.id, amount: '20' }, { token });
    expect(await adminCall(t.app, root, 'POST', '/payment_channels/delete', { id: bank.id })).toMatchObject({ code: 4403 });
    const unused = await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', { ...offlineBody, identifier: 'unused_channel' });
    const viewer = await signedInAdmin(t, ['page:payment_channels', 'payment_channels:list']);
    expect(await adminCall(t.app, viewer, 'POST', '/payment_channels/delete', { id: unused.data.id })).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, root, 'POST', '/payment_channels/delete', { id: unused.data.id })).toMatchObject({ code: 200 });
  });
});

describe('the payment expiry job', () => {
  it('gives up an online checkout nobody paid after 30 minutes and an offline top-up without a voucher after a day', async () => {
    const { token } = await registerCustomer(t);
    const channels = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' })).data;
    const byId = (identifier: string) => channels.find((channel) => channel.identifier === identifier)!.id;
    const online = await call<RechargeStarted>(t.app, 'POST', '/recharge', { channel_id: byId('sandbox_card'), amount: '20' }, { token });
    const offline = await call<RechargeStarted>(t.app, 'POST', '/recharge', { channel_id: byId('bank_transfer'), amount: '20' }, { token });
    const statusOf = async (payNo: string) => (await t.db.select({ status: channelPayments.status }).from(channelPayments).where(eq(channelPayments.payNo, payNo)))[0]!.status;
    const job = expireChannelPaymentsJob(t.app.payments);
    await runJobAt(t, job, new Date(Date.now() + 29 * 60_000));
    expect([await statusOf(online.data.pay_no), await statusOf(offline.data.pay_no)]).toEqual(['pending_payment', 'pending_payment']);
    await runJobAt(t, job, new Date(Date.now() + 31 * 60_000));
    expect([await statusOf(online.data.pay_no), await statusOf(offline.data.pay_no)]).toEqual(['cancelled_payment', 'pending_payment']);
    await runJobAt(t, job, new Date(Date.now() + 25 * 3_600_000));
    expect(await statusOf(offline.data.pay_no)).toBe('cancelled_payment');
  });
});
