import { readItem, writeItem } from './local-storage.ts';

/*
 * A top-up started from a payment (the wallet was short) leads back to that payment once the
 * money is in: the path goes to the top-up screen in its address, and is kept across the
 * gateway's page, which sends the customer back to the top-up result.
 */
const RETURN_KEY = 'top_up_return';

/** `path` when it is a path of this app ("/payorder?order_no=…"), else null (another site, a protocol-relative address). */
export function inAppPath(path: string | null): string | null {
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** The top-up screen, with the screen to come back to. */
export function topUpPath(back: string): string {
  return `/recharge?${new URLSearchParams({ back }).toString()}`;
}

/** Kept when a top-up starts: the payment it was for, or null for a top-up of its own. */
export function rememberTopUpReturn(path: string | null): void {
  writeItem(RETURN_KEY, inAppPath(path));
}

/** The payment the last top-up was started for, if any. */
export function topUpReturn(): string | null {
  return inAppPath(readItem(RETURN_KEY));
}
