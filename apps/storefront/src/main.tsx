import { askFirstRequests } from './app/first-requests.ts';

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

// The entry is small, so these leave while the app's code (app/mount.tsx, preloaded by index.html) downloads.
askFirstRequests(window.location.hash);
void import('./app/mount.tsx');
