import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@roamcart/contracts/date';
import { sendMessage, signInAdmin, userIdByEmail, type AdminApi } from './support/admin-api.ts';
import { launchBrowser, phoneContext, screenshot } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail, waitForRoute } from './support/storefront.ts';

/** The unread count on Me's Messages entry, or null when there is no badge. */
async function unreadBadge(page: Page): Promise<string | null> {
  const badge = page.getByTestId('mine-unread');
  if ((await badge.count()) === 0) return null;
  return badge.getByText(/unread$/).textContent();
}

/** Text on the screen in front: the screens kept alive behind it are in the page too, hidden. */
function shownText(page: Page, text: string | RegExp) {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

function messageRow(page: Page, title: string) {
  return page.getByRole('link', { name: new RegExp(title) });
}

/** Drags the top of the screen down with a finger, as a phone user pulls a list to refresh it. */
async function pullDown(page: Page): Promise<void> {
  const touchscreen = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    touchscreen.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 200, y }] });
  await touch('touchStart', 200);
  for (let y = 220; y <= 500; y += 20) await touch('touchMove', y);
  await touch('touchEnd', 500);
  await touchscreen.detach();
}

async function goBack(page: Page, route: string): Promise<void> {
  await page.getByRole('button', { name: 'Back' }).click();
  await waitForRoute(page, route);
}

describe('storefront messages from the back office', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: AdminApi;
  let context: BrowserContext;
  let page: Page;
  let userId: number;

  beforeAll(async () => {
    session = await launchBrowser();
    admin = await signInAdmin();
    context = await phoneContext(session.browser);
    page = await newPhonePage(context);
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows a message to the customer as unread until it is opened', async () => {
    const email = uniqueEmail('journey-messages');
    await registerThroughUi(page, email, 'secret-123');
    userId = await userIdByEmail(admin, email);
    const sent = await sendMessage(admin, {
      user_id: userId,
      title: 'Your parcel has shipped',
      content: 'It left our warehouse today.\nTracking number: RC123456, follow it at https://track.example/RC123456.\n<b>Thanks</b> javascript:alert(1)',
    });

    await openRoute(page, '/mine');
    await expect.poll(() => unreadBadge(page)).toBe('1 unread');
    await page.getByRole('link', { name: /^Messages/ }).click();
    await waitForRoute(page, '/message');
    await shownText(page, '1 unread').waitFor();
    const row = messageRow(page, 'Your parcel has shipped');
    expect(await row.textContent()).toContain('Unread');
    await screenshot(page, 'messages-unread');

    await row.click();
    await waitForRoute(page, '/messagedetail');
    await page.getByRole('heading', { name: 'Your parcel has shipped' }).waitFor();
    expect(await page.locator('article time').textContent()).toBe(formatDateTime(sent.created_at, 'en-US'));
    const content = page.locator('.message-detail-content');
    expect(await content.innerText()).toBe('It left our warehouse today.\nTracking number: RC123456, follow it at https://track.example/RC123456.\n<b>Thanks</b> javascript:alert(1)');
    // The web address is a link that shares nothing with the shop's tab; markup and other schemes stay text.
    const links = await content.locator('a').evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).toEqual([['https://track.example/RC123456', '_blank', 'noopener noreferrer']]);
    expect(await content.locator('b').count()).toBe(0);
    await screenshot(page, 'message-detail');

    await goBack(page, '/message');
    await expect.poll(() => row.textContent()).not.toContain('Unread');
    await shownText(page, 'No unread messages').waitFor();
    // Each toolbar button keeps its words on one line.
    const buttonLines = await page.locator('.keep-alive-pane:not([hidden]) .message-toolbar button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(buttonLines).toEqual([1, 1]);
    await goBack(page, '/mine');
    await expect.poll(() => unreadBadge(page)).toBeNull();
  });

  it('delivers a broadcast to the same customer, and marks everything read at once', async () => {
    await sendMessage(admin, { title: 'Spring sale starts Friday', content: 'Everything in the shop is 20% off until Sunday.' });
    await sendMessage(admin, { user_id: userId, title: 'Points added', content: '100 points were added to your account.' });

    await page.reload();
    await expect.poll(() => unreadBadge(page)).toBe('2 unread');
    await page.getByRole('link', { name: /^Messages/ }).click();
    await waitForRoute(page, '/message');
    const broadcast = messageRow(page, 'Spring sale starts Friday');
    const points = messageRow(page, 'Points added');
    expect(await broadcast.textContent()).toContain('Unread');
    expect(await points.textContent()).toContain('Unread');

    await broadcast.click();
    await page.getByRole('heading', { name: 'Spring sale starts Friday' }).waitFor();
    await shownText(page, 'Everything in the shop is 20% off until Sunday.').waitFor();
    await goBack(page, '/message');
    await expect.poll(() => broadcast.textContent()).not.toContain('Unread');
    await shownText(page, '1 unread').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All messages are marked as read').waitFor();
    await expect.poll(() => points.textContent()).not.toContain('Unread');
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await goBack(page, '/mine');
    await expect.poll(() => unreadBadge(page)).toBeNull();
  });

  it('brings new messages in on a pull, and older ones as the list scrolls', async () => {
    await page.getByRole('link', { name: /^Messages/ }).click();
    await waitForRoute(page, '/message');
    for (let n = 1; n <= 21; n += 1) await sendMessage(admin, { user_id: userId, title: `Order update ${n}`, content: `Update number ${n}.` });

    await pullDown(page);
    await messageRow(page, 'Order update 21').waitFor();
    await shownText(page, '21 unread').waitFor();
    expect(await page.getByRole('listitem').count()).toBe(20);

    await page.mouse.wheel(0, 5_000);
    await shownText(page, 'No more messages').waitFor();
    expect(await page.getByRole('listitem').count()).toBe(24);
    await context.close();
  });
});
