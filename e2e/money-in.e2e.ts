import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { OrderCreated, OrderDetail } from '@roamcart/contracts';
import { formatAmount } from '@roamcart/contracts/money';
import { settled, signInToBackOffice } from './support/admin-page.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { buyableSku, newBuyer, storefrontCall } from './support/buyer-api.ts';
import { shown } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

const usd = (amount: string) => formatAmount(amount, 'USD', 'en');

/** The sandbox gateway's hosted page: the amount it charges, then Pay with its test card. */
async function payOnSandbox(page: Page, amount: string): Promise<void> {
  await page.waitForURL(/\/sandbox-gateway\/checkout\//);
  expect(await page.getByTestId('sandbox-amount').textContent()).toBe(`${amount} USD`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

describe('money in', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('tops up online through the sandbox checkout, comes back and sees the balance; no serious WCAG violation', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-top-up'), 'secret-123');

    await openRoute(page, '/recharge');
    await shown(page).getByRole('radio', { name: 'Card Pay on the card payment page Test channel: no real money is taken.' }).check();
    const amount = shown(page).getByLabel('Amount (USD)');
    await amount.fill('12.345');
    await shown(page).getByText('At most 2 decimal places').waitFor();
    await amount.fill('25');
    await expect.poll(() => shown(page).getByTestId('recharge-received').textContent()).toBe(usd('25.00'));
    await screenshot(page, 'money-in-top-up');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await payOnSandbox(page, '25.00');
    await waitForRoute(page, '/rechagerpayment');
    // A card payment is simply paid: nobody reviewed it.
    await expect.poll(() => shown(page).getByTestId('recharge-status').textContent(), { timeout: 15_000 }).toBe('Paid');
    await expect.poll(() => shown(page).getByTestId('recharge-balance').textContent()).toBe(usd('25.00'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Top-up records' }).click();
    await waitForRoute(page, '/rechargelist');
    await expect.poll(() => shown(page).getByTestId('recharge-record').first().textContent()).toContain('Paid');
    await context.close();
  });

  it('tops up offline with a voucher; an operator approves it in the back office and the balance rises', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-offline'), 'secret-123');

    await openRoute(page, '/recharge');
    await shown(page).getByRole('radio', { name: /Bank transfer/ }).check();
    await shown(page).getByLabel('Amount (USD)').fill('120');
    await expect.poll(() => shown(page).getByTestId('recharge-received').textContent()).toBe(usd('120.00'));
    await page.getByRole('button', { name: 'Continue to transfer details' }).click();

    await waitForRoute(page, '/offlinepayment');
    await shown(page).getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await expect.poll(() => shown(page).getByTestId('offline-amount').textContent()).toBe(usd('120.00'));
    // Without the voucher the transfer is not sent.
    await page.getByRole('button', { name: 'Send for review' }).click();
    await shown(page).getByText('Please upload the payment voucher').waitFor();
    const voucher = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } }).png().toBuffer();
    await shown(page).locator('input[type="file"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucher });
    await shown(page).getByRole('img', { name: 'Picture 1' }).waitFor();
    await shown(page).getByLabel('Transfer reference (optional)').fill('BANK-REF-42');
    await screenshot(page, 'money-in-offline-payment');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await waitForRoute(page, '/rechagerpayment');
    await expect.poll(() => shown(page).getByTestId('recharge-status').textContent()).toBe('Pending review');
    const payNo = new URL(page.url().replace('/#/', '/')).searchParams.get('pay_no') ?? '';
    expect(payNo).toMatch(/^R\d+$/);

    // The operator finds it first in the queue, looks at the voucher and approves it.
    const operator = await (await session.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })).newPage();
    await signInToBackOffice(operator);
    await operator.goto(`${baseUrl()}/admin/#/finance/recharges`);
    const row = operator.getByRole('row').filter({ hasText: payNo });
    await row.getByRole('img', { name: `Voucher of ${payNo}` }).waitFor();
    expect(await row.textContent()).toContain('BANK-REF-42');
    await row.getByRole('button', { name: 'Approve' }).click();
    await operator.getByLabel('Remark').fill('Seen on the statement');
    await settled(operator.getByRole('dialog')).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.textContent()).toContain('Review approved');
    await screenshot(operator, 'money-in-recharge-review');
    await operator.context().close();

    await page.reload();
    await expect.poll(() => shown(page).getByTestId('recharge-status').textContent()).toBe('Review approved');
    await expect.poll(() => shown(page).getByTestId('recharge-balance').textContent()).toBe(usd('120.00'));
    await context.close();
  });

  it('opens a shared order link in a fresh browser, signed out, and pays its sub-order online', async () => {
    const buyer = await newBuyer('journey-money-share');
    const { skuId } = await buyableSku();
    const order = await storefrontCall<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token);
    const { url } = await storefrontCall<{ url: string }>('POST', '/order/share', { order_no: order.order_no }, buyer.token);

    const context = await phoneContext(session.browser);
    const visitor = await newPhonePage(context);
    await visitor.goto(url);
    await shown(visitor).getByRole('link', { name: 'Choose what to pay' }).click();
    await waitForRoute(visitor, '/choosesuborder');
    await expect.poll(() => shown(visitor).getByTestId('choose-sub-order').count()).toBe(1);
    // A guest has no wallet here: the first channel is chosen.
    expect(await shown(visitor).getByRole('radio', { name: /Wallet/ }).count()).toBe(0);
    await screenshot(visitor, 'money-in-shared-pay');
    await visitor.getByRole('button', { name: 'Pay with Card' }).click();

    await payOnSandbox(visitor, order.pay_amount);
    await waitForRoute(visitor, '/payorder');
    await expect.poll(() => shown(visitor).getByTestId('payment-status').textContent(), { timeout: 15_000 }).toBe('Paid');
    const paid = await storefrontCall<OrderDetail>('GET', '/goods/order_details', { order_no: order.order_no }, buyer.token);
    expect(paid).toMatchObject({ status: 'pending_shipping', paid_amount: order.pay_amount });
    await context.close();
  });

  it('has a card declined when paying an order: nothing is paid, the order still shows the amount due, and it can be paid again', async () => {
    const buyer = await newBuyer('journey-money-declined');
    const { skuId } = await buyableSku();
    const order = await storefrontCall<OrderCreated>('POST', '/order/create', { items: [{ sku_id: skuId, qty: 1 }], address_id: buyer.addressId }, buyer.token);
    const context = await phoneContext(session.browser);
    await context.addInitScript((token) => localStorage.setItem('token', JSON.stringify({ token })), buyer.token);
    const page = await newPhonePage(context);
    await openRoute(page, `/payorder?order_no=${order.order_no}`);
    // The wallet is empty: the card is chosen.
    await page.getByRole('button', { name: 'Pay with Card' }).click();
    await page.waitForURL(/\/sandbox-gateway\/checkout\//);
    await page.getByRole('button', { name: 'Simulate a declined card' }).click();

    await waitForRoute(page, '/payorder');
    await expect.poll(() => shown(page).getByTestId('payment-status').textContent(), { timeout: 15_000 }).toBe('Payment failed');
    await shown(page).getByText('The card was declined. Nothing was charged.').waitFor();
    await shown(page).getByRole('link', { name: 'Pay again' }).click();
    await waitForRoute(page, '/payorder');
    await expect.poll(() => shown(page).getByTestId('pay-amount').textContent()).toBe(usd(order.pay_amount));

    await openRoute(page, `/orderdetails?order_no=${order.order_no}`);
    await expect.poll(() => shown(page).getByTestId('order-status').textContent()).toBe('Pending payment');
    expect(await shown(page).getByTestId('order-amount-due').textContent()).toBe(usd(order.pay_amount));
    expect(await shown(page).getByText('Amount due', { exact: true }).count()).toBe(1);
    expect(await shown(page).getByText('Paid', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
