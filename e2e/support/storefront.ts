import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, mailedCode } from './browser.ts';

export const INVITE_CODE = 'WELCOME';

/** A fresh address per journey, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Opens a storefront route (`/mine`), on the run's server unless told another, and waits until the app has started and shows it. */
export async function openRoute(page: Page, route: string, serverUrl = baseUrl()): Promise<void> {
  await page.goto(`${serverUrl}/#${route}`);
  await page.locator('#root > :not(.app-shell)').first().waitFor();
}

/** The app's hash route, without the query string. */
export function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

export async function waitForRoute(page: Page, route: string): Promise<void> {
  await expect.poll(() => currentRoute(page)).toBe(route);
}

/** Registers through the register screen with the code that arrives by mail; ends signed in on Home. */
export async function registerThroughUi(page: Page, email: string, password: string): Promise<void> {
  await openRoute(page, `/register?invite=${INVITE_CODE}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Resend in \d+ s/ }).count()).toBe(1);
  await page.getByLabel('Verification code').fill(await mailedCode(email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  expect(await page.getByLabel('Invitation code').inputValue()).toBe(INVITE_CODE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForRoute(page, '/');
}

/** Registers a customer through the API with the code that arrives by mail (quicker than the screen, when the screen is not the point). */
export async function registerThroughApi(email: string, password: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/app_index${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { code: number; msg: string };
    if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  };
  await post('/common/send_email_code', { email, scene: 'register' });
  await post('/user/register', { email, code: await mailedCode(email), password, password_confirm: password, invite_code: INVITE_CODE });
}

/** Signs in through the login screen (the caller is already on it). */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Text of an element found by test id, once it shows something other than the loading dash. */
export async function shownValue(page: Page, testId: string): Promise<string> {
  const element = page.getByTestId(testId);
  await expect.poll(async () => (await element.textContent()) ?? '').not.toBe('–');
  return (await element.textContent()) ?? '';
}

export async function newPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}
