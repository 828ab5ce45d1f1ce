import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setParameter, signInAdmin, type AdminApi } from './support/admin-api.ts';
import { launchBrowser, phoneContext } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail } from './support/storefront.ts';

/** A third party's host: the browser is served the widget from here, the server only knows the URL. */
const WIDGET_URL = 'https://widget.chat-vendor.example/v2/widget.js';

/** Stands in for a hosted chat: a window in an iframe and its own launcher button. */
const WIDGET_SCRIPT = `
  const box = document.createElement('div');
  box.innerHTML = '<iframe title="Chat window" src="about:blank" style="position:fixed;bottom:0;right:0;width:320px;height:480px"></iframe><button type="button">Chat with us</button>';
  document.body.appendChild(box);
`;

describe('storefront customer chat', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: AdminApi;
  beforeAll(async () => {
    session = await launchBrowser();
    admin = await signInAdmin();
  });
  afterAll(async () => {
    // Other journeys expect a shop without a chat.
    await setParameter(admin, 'chat_script_url', '');
    await session.close();
  });

  it('offers no customer service without a chat, and otherwise tucks the widget away until asked', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-chat'), 'secret-123');
    await openRoute(page, '/mine');
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Customer service' }).count()).toBe(0);

    // The back office configures a chat; the page's CSP now lets the vendor's script run.
    await setParameter(admin, 'chat_script_url', WIDGET_URL);
    const withChat = await newPhonePage(context);
    await withChat.route(WIDGET_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: WIDGET_SCRIPT }));
    await openRoute(withChat, '/mine');

    const frame = withChat.locator('iframe[title="Chat window"]');
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(10);
    expect((await frame.boundingBox())?.height).toBe(10);
    expect(await withChat.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);

    await withChat.getByRole('button', { name: 'Customer service' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
    await withChat.getByRole('button', { name: 'Close customer service' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(10);
    await context.close();
  });
});
