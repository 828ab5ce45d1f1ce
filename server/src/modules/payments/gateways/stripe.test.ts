import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeGateway, stripeRefundCall } from './stripe.ts';

/* Stripe cannot be reached from the tests: the refund call is checked as it is built, and the webhook as it is read. */

const WEBHOOK_SECRET = 'whsec_test_refunds';
const gateway = stripeGateway({ secretKey: 'sk_test_roamcart_no_network', webhookSecret: WEBHOOK_SECRET });

function signed(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } };
}

const refund = (fields: Record<string, unknown>) => ({ id: 're_test_1', object: 'refund', amount: 2000, currency: 'usd', status: 'succeeded', metadata: { reference: 'F20261129000000000001' }, ...fields });
const read = async (type: string, object: Record<string, unknown>) => {
  const { body, headers } = signed(type, object);
  return gateway.verifyCallback(body, headers, new Date());
};

describe('the Stripe adapter’s refunds', () => {
  it('builds POST /v1/refunds on the payment intent, in the charge’s minor units, with our reference and the idempotency key', () => {
    const request = { reference: 'F20261129000000000001', idempotencyKey: 'F20261129000000000001', checkoutId: 'cs_test_1', transactionId: 'pi_test_1', amount: 2000n, currency: 'USD' };
    expect(stripeRefundCall(request)).toEqual([{ payment_intent: 'pi_test_1', amount: 2000, metadata: { reference: 'F20261129000000000001' } }, { idempotencyKey: 'F20261129000000000001' }]);
  });

  it('reads refund.updated as the refund’s outcome: succeeded, failed with the reason, canceled as failed, pending as still on its way', async () => {
    expect(await read('refund.updated', refund({}))).toEqual({ kind: 'refund', status: 'succeeded', reference: 'F20261129000000000001', refundId: 're_test_1', amount: 2000n, currency: 'USD', failureReason: '' });
    expect(await read('refund.updated', refund({ status: 'failed', failure_reason: 'expired_or_canceled_card' }))).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    expect(await read('refund.updated', refund({ status: 'canceled' }))).toMatchObject({ status: 'failed', failureReason: 'canceled' });
    expect(await read('refund.updated', refund({ status: 'pending' }))).toMatchObject({ status: 'pending' });
  });

  it('reads charge.refunded by its newest refund, and ignores refunds that are not ours', async () => {
    const charge = { id: 'ch_test_1', object: 'charge', amount: 6000, currency: 'usd', refunds: { object: 'list', data: [refund({ id: 're_test_2', amount: 1000 }), refund({})] } };
    expect(await read('charge.refunded', charge)).toMatchObject({ kind: 'refund', status: 'succeeded', refundId: 're_test_2', amount: 1000n });
    expect(await read('charge.refunded', { ...charge, refunds: undefined })).toBeNull();
    expect(await read('refund.updated', refund({ metadata: {} }))).toBeNull();
  });

  it('refuses a refund notice signed with another secret', async () => {
    const { body } = signed('refund.updated', refund({}));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret: 'whsec_someone_else' });
    await expect(gateway.verifyCallback(body, { 'stripe-signature': forged }, new Date())).rejects.toMatchObject({ reason: 'signature' });
  });
});
