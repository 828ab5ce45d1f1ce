import { createStore } from './store.ts';

/**
 * The address just added from Confirm order (`/addaddress?back=1`): Confirm order starts afresh
 * when it shows again, and chooses this one instead of the book's default.
 */
const added = createStore<number | null>(null);

export function noteAddedAddress(id: number): void {
  added.set(id);
}

export function addedAddress(): number | null {
  return added.get();
}

/** Once chosen, it no longer speaks for the next checkout. */
export function forgetAddedAddress(): void {
  added.set(null);
}
