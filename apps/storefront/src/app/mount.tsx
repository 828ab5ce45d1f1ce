import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChatWidget } from '../lib/chat-widget.ts';
import { App } from './app.tsx';
import { startup } from './startup.ts';

/** How long the chat widget waits at most for the browser to be idle after the first render. */
const CHAT_IDLE_TIMEOUT_MS = 3000;

/** The app itself, loaded by the entry (main.tsx): startup, then the first render. */
function start(): void {
  void startup().then(({ chatScriptUrl }) => {
    const root = document.getElementById('root');
    if (!root) return;
    const reactRoot = createRoot(root);
    // A transition renders in slices that yield to the browser, not as one long task.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    // A third party's script the first screen does not need: it runs once the browser is idle
    // (Safari has no requestIdleCallback: there, in a task after the first render's).
    const loadChat = () => loadChatWidget(chatScriptUrl);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(loadChat, { timeout: CHAT_IDLE_TIMEOUT_MS });
    else setTimeout(loadChat, 0);
  });
}

// In a task of its own: running the app's modules and starting up are two short tasks, not one long one.
setTimeout(start, 0);
