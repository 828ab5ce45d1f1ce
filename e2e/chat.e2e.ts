import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phoneContext } from './support/browser.ts';
import { newPhonePage, openRoute, registerThroughUi, uniqueEmail } from './support/storefront.ts';

/** Stands in for a hosted chat: a window in an iframe and its own launcher button. */
const WIDGET_SCRIPT = `
  const box = document.createElement('div');
  box.innerHTML = '<iframe title="Chat window" src="about:blank" style="position:fixed;bottom:0;right:0;width:320px;height:480px"></iframe><button type="button">Chat with us</button>';
  document.body.appendChild(box);
`;

describe('storefront customer chat', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('says the service is unavailable without a chat, and otherwise tucks the widget away until asked', async () => {
    const context = await phoneContext(session.browser);
    const page = await newPhonePage(context);
    await registerThroughUi(page, uniqueEmail('journey-chat'), 'secret-123');
    await openRoute(page, '/mine');
    await page.getByRole('button', { name: 'Customer service' }).click();
    await page.getByText('Customer service is not available right now').waitFor();

    // The same shop with a chat configured (what the back office's chat_script_url parameter does).
    const withChat = await newPhonePage(context);
    await withChat.route('**/app_index/common/config*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { chat_script_url: string } };
      body.data.chat_script_url = `${baseUrl()}/test-chat-widget.js`;
      await route.fulfill({ response, json: body });
    });
    await withChat.route('**/test-chat-widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: WIDGET_SCRIPT }));
    await openRoute(withChat, '/mine');

    const frame = withChat.locator('iframe[title="Chat window"]');
    await expect.poll(async () => (await frame.boundingBox())?.width, { timeout: 5_000 }).toBe(10);
    expect((await frame.boundingBox())?.height).toBe(10);
    expect(await withChat.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);

    await withChat.getByRole('button', { name: 'Customer service' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
    await withChat.getByRole('button', { name: 'Close customer service' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(10);
    await context.close();
  });
});
