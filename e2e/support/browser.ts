import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { keepArtifactsOfFailedSetup, trackBrowser } from './artifacts.ts';
import { journeyServer } from './journey-server.ts';

export const baseUrl = () => journeyServer().url;

/** Headless Debian Chromium with the flags this machine needs; Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  trackBrowser(browser);
  return {
    browser,
    close: async () => {
      await keepArtifactsOfFailedSetup();
      await browser.close();
    },
  };
}

/** A phone-sized context, the storefront's home ground. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US' });
}

/** The newest 6-digit code mailed to `email`, waiting for it to arrive at the SMTP listener. */
export async function mailedCode(email: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${inject('inboxUrl')}?to=${encodeURIComponent(email)}`)).json()) as { data: string }[];
    const last = mails.at(-1);
    const code = last?.data.split(/\r?\n\r?\n/).slice(1).join('\n').match(/\b\d{6}\b/)?.[0];
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code arrived for ${email}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.artifacts', `${name}.png`) });
}
