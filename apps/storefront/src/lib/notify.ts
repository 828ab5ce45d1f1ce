import { createStore } from './store.ts';

const TOAST_DURATION_MS = 2000;

interface ToastMessage {
  id: number;
  text: string;
}

/** The message on screen, if any; the app shell draws it. */
export const toastStore = createStore<ToastMessage | null>(null);

let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short message for 2000 ms (SPEC §9); a newer one replaces it. */
export function showToast(text: string): void {
  if (!text) return;
  clearTimeout(timer);
  lastId += 1;
  toastStore.set({ id: lastId, text });
  timer = setTimeout(() => toastStore.set(null), TOAST_DURATION_MS);
}
