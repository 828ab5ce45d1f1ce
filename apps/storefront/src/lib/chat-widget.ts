import { createStore } from './store.ts';

/** SPEC §1: the hosted chat is shrunk to 10x10 px and its own button hidden 1 s after load. */
const CHAT_HIDE_DELAY_MS = 1000;
const TUCKED_SIZE = '10px';

type ChatState = 'absent' | 'loading' | 'ready' | 'open';
export const chatStore = createStore<ChatState>('absent');

let frames: HTMLIFrameElement[] = [];

function setFrameStyle(frame: HTMLIFrameElement, open: boolean): void {
  const style = frame.style;
  style.setProperty('width', open ? '100%' : TUCKED_SIZE, 'important');
  style.setProperty('height', open ? '100%' : TUCKED_SIZE, 'important');
  style.setProperty('min-width', '0', 'important');
  style.setProperty('min-height', '0', 'important');
  if (open) {
    style.setProperty('position', 'fixed', 'important');
    style.setProperty('inset', '0', 'important');
    style.setProperty('z-index', '2000', 'important');
  } else {
    style.removeProperty('inset');
  }
}

function tuckAway(before: Set<Element>): void {
  const added = [...document.body.children].filter((element) => !before.has(element) && element.tagName !== 'SCRIPT');
  frames = added.flatMap((element) => (element instanceof HTMLIFrameElement ? [element] : [...element.querySelectorAll('iframe')]));
  for (const frame of frames) setFrameStyle(frame, false);
  for (const element of added) {
    const launchers = element.matches('button, [role="button"]') ? [element] : [...element.querySelectorAll('button, [role="button"]')];
    for (const launcher of launchers) (launcher as HTMLElement).style.setProperty('display', 'none', 'important');
  }
  chatStore.set(frames.length > 0 ? 'ready' : 'absent');
}

/** Loads the configured widget script once; without a URL the chat stays unavailable. */
export function loadChatWidget(url: string): void {
  if (!url || chatStore.get() !== 'absent') return;
  chatStore.set('loading');
  const before = new Set(document.body.children);
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.onload = () => setTimeout(() => tuckAway(before), CHAT_HIDE_DELAY_MS);
  script.onerror = () => chatStore.set('absent');
  document.head.appendChild(script);
}

/** Brings the widget's window up full screen; false when there is no chat to open. */
export function openChat(): boolean {
  if (chatStore.get() !== 'ready' && chatStore.get() !== 'open') return false;
  for (const frame of frames) setFrameStyle(frame, true);
  chatStore.set('open');
  return true;
}

export function closeChat(): void {
  for (const frame of frames) setFrameStyle(frame, false);
  chatStore.set('ready');
}
