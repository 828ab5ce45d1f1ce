import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { channelPayments } from '../modules/payments/tables.ts';
import { signSandboxBody, type SandboxEvent, type SandboxRefundEvent } from '../modules/payments/index.ts';
import type { TestApp } from './test-app.ts';

let clients = 0;

/** A small PNG uploaded as a payment voucher, by the token's customer or by a guest; its URL. */
export async function uploadVoucher(t: TestApp, token: string | null): Promise<string> {
  const content = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a6' } }).png().toBuffer();
  const boundary = '----roamcart-voucher';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`);
  clients += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/app_index/payment/voucher',
    query: { lang: 'en' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: `10.93.0.${clients % 250}`,
  });
  const answer = response.json() as { code: number; data: { url: string } };
  if (answer.code !== 200) throw new Error(`voucher upload failed: ${JSON.stringify(answer)}`);
  return answer.data.url;
}

/** The sandbox's notice that the checkout behind `payNo` ended as `type`, as the gateway would send it. */
export async function sandboxEventFor(t: TestApp, payNo: string, type: SandboxEvent['type'] = 'checkout.paid', overrides: Partial<SandboxEvent> = {}): Promise<SandboxEvent> {
  const [payment] = await t.db.select().from(channelPayments).where(eq(channelPayments.payNo, payNo));
  if (!payment?.checkoutId) throw new Error(`no checkout for ${payNo}`);
  return {
    id: `evt_test_${payNo}`,
    type,
    checkout_id: payment.checkoutId,
    reference: payNo,
    amount: payment.gatewayAmount.toString(),
    currency: payment.gatewayCurrency,
    transaction_id: type === 'checkout.paid' ? `sbx_txn_${payNo}` : '',
    ...overrides,
  };
}

/** Posts a sandbox notice (of a payment or a refund) to the callback route, signed with the sandbox's key at `at` (or with `secret` instead). */
export async function postSandboxCallback(t: TestApp, event: SandboxEvent | SandboxRefundEvent, options: { at?: Date; secret?: Buffer; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const signature = signSandboxBody(options.secret ?? t.app.sandboxSender.secret, body, options.at ?? new Date());
  const response = await t.app.inject({
    method: 'POST',
    url: '/app_index/payment/gateway/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { received: boolean; result?: string; error?: string } };
}
