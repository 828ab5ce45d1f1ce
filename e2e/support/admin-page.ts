import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
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

/**
 * `target` (a dialog, a drawer, a dropdown, a menu entry) once it and what holds it have finished
 * appearing, as a person sees it before pressing: antd marks what still zooms, slides or unfolds
 * in with -appear or -enter classes, and a press while it moves can be let go where the button no
 * longer is.
 */
export function settled(target: Locator): Locator {
  return target.and(target.page().locator(':not([class*="-appear"], [class*="-enter"], [class*="-appear"] *, [class*="-enter"] *)'));
}

/**
 * Presses Search on a back-office list (its filters filled) and answers the row of `key`, once the
 * list shows that row alone: a list keeps its previous rows on show while it searches.
 */
export async function searchedRow(page: Page, key: string, list: Page | Locator = page): Promise<Locator> {
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = list.locator('.ant-table-row:visible');
  await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(key)]);
  return rows.filter({ hasText: key });
}

/** Answers an editor's "Discard changes?" (asked when an edited form is closed) by pressing `button`; both texts in the interface's language. */
export async function answerDiscardQuestion(page: Page, button: string | RegExp = 'Discard', question = 'Discard changes?'): Promise<void> {
  const dialog = settled(page.getByRole('dialog').filter({ hasText: question }));
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}
