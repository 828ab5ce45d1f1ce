import { describe, expect, it } from 'vitest';
import type { PaymentChannelView } from '@roamcart/contracts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /payment_channel', () => {
  it('lists the enabled channels for top-ups, the offline one with the account to pay to', async () => {
    const channels = await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' });
    expect(channels.code).toBe(200);
    expect(channels.data).toEqual([
      expect.objectContaining({ identifier: 'sandbox_card', kind: 'online', title: 'Card (sandbox)', min: '1.00', max: '10000.00', fee_rate: '0.00', account_info: null }),
      expect.objectContaining({
        identifier: 'bank_transfer',
        kind: 'offline',
        min: '10.00',
        account_info: { bank: 'Roamcart Demo Bank', account_name: 'Roamcart Ltd', account_number: 'DE89 3704 0044 0532 0130 00', qr_image: '' },
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
