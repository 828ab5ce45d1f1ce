import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { trackRootFontSize } from './app/root-font-size.ts';
import { preloadScreenFor } from './app/routes.ts';
import { startup } from './app/startup.ts';
import { loadChatWidget } from './lib/chat-widget.ts';

trackRootFontSize();
// What antd-mobile's global module does besides its stylesheet (index.html links that, with ours):
// a touch listener, so that iOS Safari applies :active styles to buttons and links.
document.addEventListener('touchstart', () => {}, true);

// A screen chunk replaced by a newer release: reload once to pick up the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('preload-reloaded')) return;
  sessionStorage.setItem('preload-reloaded', '1');
  event.preventDefault();
  window.location.reload();
});

preloadScreenFor(window.location.hash);
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
