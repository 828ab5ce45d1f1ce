import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@roamcart/contracts/money';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { searchedRow, settled, signInToBackOffice } from './support/admin-page.ts';
import { seriousViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, screenshot } from './support/browser.ts';
import { shown } from './support/shop.ts';
import { newPhonePage, openRoute, registerThroughApi, shownValue, signInThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

const usd = (amount: string) => formatAmount(amount, 'USD', 'en');

describe('money out', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('withdraws from the wallet, sees the amount and fee held, and the operator pays it out with the payout number', async () => {
    const email = uniqueEmail('journey-withdraw');
    await registerThroughApi(email, 'secret-123');
    const api = await signInAdmin();
    await api.post('/users/adjust', { user_id: await userIdByEmail(api, email), balance_delta: '200.00', remark: 'journey wallet money' });

    // A phone, with the page's CSP relaxed so that axe can be injected.
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const page = await newPhonePage(context);
    await openRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');
    await waitForRoute(page, '/');

    // Me -> Wallet: the balance, and Withdraw.
    await openRoute(page, '/mine');
    await shown(page).getByRole('link', { name: 'Wallet', exact: true }).click();
    await waitForRoute(page, '/wallet');
    expect(await shownValue(page, 'wallet-balance')).toBe(usd('200.00'));
    await shown(page).getByRole('link', { name: 'Withdraw', exact: true }).click();

    await waitForRoute(page, '/withdrawal');
    expect(await shownValue(page, 'withdrawal-balance')).toBe(usd('200.00'));
    await shown(page).getByText(`Bank account: ${usd('10.00')} to ${usd('5000.00')}, fee 1.00% on top`).waitFor();
    await shown(page).getByLabel('Amount to receive').fill('50.005');
    await shown(page).getByLabel('Account holder').fill('Jane Roe');
    await shown(page).getByLabel('Account number').fill('DE44 5001 0517 5407 3249 31');
    await shown(page).getByLabel('Bank (optional)').fill('Demo Bank');
    await shown(page).getByLabel('Login password').fill('secret-123');
    await shown(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    // Three decimals for dollars: refused by the server, shown under the field.
    await shown(page).getByText('At most 2 decimal places').waitFor();
    await shown(page).getByLabel('Amount to receive').fill('50');
    await shown(page).getByRole('button', { name: 'Withdraw', exact: true }).click();

    await shown(page).getByRole('heading', { name: 'Withdrawal requested' }).waitFor();
    expect(await shown(page).getByTestId('withdrawal-deducted').textContent()).toBe(usd('50.50'));
    await screenshot(page, 'withdrawal-requested');
    await shown(page).getByRole('link', { name: 'Withdrawal records' }).click();
    await waitForRoute(page, '/withdrawallist');
    const record = shown(page).getByTestId('withdrawal-row').first();
    await record.getByText('Pending review').waitFor();

    // The wallet shows the hold in its log, and the log filters by type.
    await openRoute(page, '/wallet');
    await expect.poll(() => shown(page).getByTestId('wallet-balance').textContent()).toBe(usd('149.50'));
    await shown(page).getByLabel('Type', { exact: true }).selectOption('withdrawal');
    await expect.poll(() => shown(page).getByTestId('log-line').count()).toBe(1);
    expect(await shown(page).getByTestId('log-line').textContent()).toContain(`-${usd('50.50')}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'wallet');

    // The operator pays it out in the back office's review queue.
    const desk = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await desk.newPage();
    await signInToBackOffice(admin);
    await admin.goto(`${baseUrl()}/admin/#/finance/withdrawals`);
    await admin.getByLabel('Customer email').fill(email);
    const row = await searchedRow(admin, email);
    await row.getByText('Pending review').waitFor();
    await row.getByRole('button', { name: 'Pay out' }).click();
    const dialog = settled(admin.getByRole('dialog'));
    await dialog.getByText(`Send ${usd('50.00')} to Jane Roe, account DE44 5001 0517 5407 3249 31`).waitFor();
    await dialog.getByLabel('Payout number').fill('PAYOUT-20260501-77');
    await dialog.getByRole('button', { name: 'Pay out' }).click();
    await row.getByText('Paid out').waitFor();
    await row.getByText('Payout no. PAYOUT-20260501-77').waitFor();
    await screenshot(admin, 'admin-withdrawals');

    // The money report counts it among today's payouts through the bank channel, and exports it.
    await admin.goto(`${baseUrl()}/admin/#/reports/money`);
    await admin.getByRole('heading', { name: 'Money report' }).waitFor();
    await admin.getByRole('img', { name: 'Per day' }).waitFor();
    const bankRow = admin.getByRole('row').filter({ hasText: 'Bank account' });
    await bankRow.getByText('Withdrawals paid out').waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^money-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(csv[0]).toBe('Day,Flow,Channel,Count,Amount,Fee,Currency');
    expect(csv.some((line) => line.startsWith(`${new Date().toISOString().slice(0, 10)},Withdrawals,Bank account,`))).toBe(true);
    await screenshot(admin, 'admin-money-report');
    await desk.close();

    // The customer sees it paid out, with the payout's number; the balance stays as held.
    await openRoute(page, '/withdrawallist');
    await expect.poll(() => record.textContent()).toContain('Withdrawal successful');
    expect(await record.textContent()).toContain('Payout no. PAYOUT-20260501-77');
    await openRoute(page, '/wallet');
    await expect.poll(() => shown(page).getByTestId('wallet-balance').textContent()).toBe(usd('149.50'));
    await context.close();
  });
});
