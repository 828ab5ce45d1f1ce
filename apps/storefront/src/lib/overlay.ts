import { createStore } from './store.ts';

export const OVERLAY_CLOSE_DELAY_MS = 500;

/** How many calls hold the full-screen loading overlay open. */
export const loadingStore = createStore(0);

export function openOverlay(): void {
  loadingStore.set(loadingStore.get() + 1);
}

function release(): void {
  loadingStore.set(Math.max(0, loadingStore.get() - 1));
}

/** Lets go of the overlay 500 ms after a response, or at once after a transport failure. */
export function closeOverlay(immediately = false): void {
  if (immediately) release();
  else setTimeout(release, OVERLAY_CLOSE_DELAY_MS);
}
