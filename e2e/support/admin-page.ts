import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl } from './browser.ts';

/**
 * Signs in through the back office's own form (by default as `admin`, with the password the run
 * seeded, on the run's server) and waits for the signed-in layout.
 */
export async function signInToBackOffice(page: Page, username = 'admin', password: string = inject('adminPassword'), serverUrl = baseUrl()): Promise<void> {
  await page.goto(`${serverUrl}/admin/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
