import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, userIdByEmail } from './support/admin-api.ts';
import { launchBrowser, mailedCode, phoneContext, screenshot } from './support/browser.ts';
import { currentRoute, newPhonePage, openRoute, registerThroughUi, signInThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

describe('storefront account', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('registers with the mailed code, logs out, and after signing in again returns to the screen that asked', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-register');

    await registerThroughUi(page, email, 'secret-123');
    await expect.poll(() => page.getByRole('heading', { name: /^Hello, / }).count()).toBe(1);

    await openRoute(page, '/setting');
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForRoute(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await openRoute(page, '/myaddress');
    await waitForRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');
    await waitForRoute(page, '/myaddress');
    await page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await screenshot(page, 'account-back-after-login');
    await context.close();
  });

  it('sends another signed-in device to the login screen once the password is changed', async () => {
    const email = uniqueEmail('journey-password');
    const first = await phoneContext(session.browser);
    const second = await phoneContext(session.browser);
    const changer = await newPhonePage(first);
    const other = await newPhonePage(second);

    await registerThroughUi(changer, email, 'old-secret-1');
    await openRoute(other, '/login');
    await signInThroughUi(other, email, 'old-secret-1');
    await waitForRoute(other, '/');
    await openRoute(other, '/mine');
    await other.getByText(email).waitFor();

    await openRoute(changer, '/changepassword');
    await changer.getByLabel('Current password').fill('old-secret-1');
    await changer.getByLabel('New password').fill('new-secret-2');
    await changer.getByLabel('Confirm password').fill('new-secret-2');
    await changer.getByRole('button', { name: 'Save' }).click();
    await changer.getByText('Password changed; other devices have been signed out').waitFor();
    await waitForRoute(changer, '/account');

    // The other device's next call answers 2007: its session is forgotten and it must sign in again.
    await other.getByRole('link', { name: 'Delivery addresses' }).click();
    await waitForRoute(other, '/login');
    await other.getByText('You were signed out because the password changed').waitFor();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBe('{}');

    await signInThroughUi(other, email, 'new-secret-2');
    await waitForRoute(other, '/myaddress');
    expect(currentRoute(changer)).toBe('/account');
    await first.close();
    await second.close();
  });

  it('moves the account to a new email with the mailed code, then deletes the account', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-email');
    const newEmail = uniqueEmail('journey-email-new');
    await registerThroughUi(page, email, 'secret-123');

    await openRoute(page, '/email');
    await page.getByText(email).waitFor();
    await page.getByLabel('New email').fill(newEmail);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await waitForRoute(page, '/emailverify');
    // The code went out from the screen before: the resend button already counts down.
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('Verification code').fill(await mailedCode(newEmail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your email has been changed').waitFor();
    await waitForRoute(page, '/account');
    await page.getByRole('link', { name: new RegExp(`Email\\s*${newEmail}`) }).waitFor();

    await page.getByRole('link', { name: 'Delete account' }).click();
    const submit = page.locator('form').getByRole('button', { name: 'Delete account' });
    const confirm = async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await page.getByLabel('Password').fill('wrong-password');
    await submit.click();
    await confirm();
    await page.getByRole('alert').getByText('Incorrect password').waitFor();

    await page.getByLabel('Password').fill('secret-123');
    await submit.click();
    await confirm();
    await page.getByText('Your account has been deleted').waitFor();
    await waitForRoute(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    await openRoute(page, '/login');
    await signInThroughUi(page, newEmail, 'secret-123');
    await page.getByText('Incorrect email or password').first().waitFor();
    await context.close();
  });

  it('tells a disabled customer at sign-in that the account is disabled and who can help', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    const email = uniqueEmail('journey-disabled');
    await registerThroughUi(page, email, 'secret-123');
    await openRoute(page, '/setting');
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForRoute(page, '/');

    const admin = await signInAdmin();
    await admin.post('/users/status', { id: await userIdByEmail(admin, email), status: 'disabled' });

    await openRoute(page, '/login');
    await signInThroughUi(page, email, 'secret-123');
    const notice = page.getByRole('alert').filter({ hasText: 'This account has been disabled.' });
    await notice.getByText('contact our customer service').waitFor();
    expect(currentRoute(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('{}');
    await screenshot(page, 'disabled-sign-in');
    await context.close();
  });
});
