import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChatWidget } from '../lib/chat-widget.ts';
import { App } from './app.tsx';
import { startup } from './startup.ts';

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
    loadChatWidget(chatScriptUrl);
  });
}

// In a task of its own: running the app's modules and starting up are two short tasks, not one long one.
setTimeout(start, 0);
