import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../lib/navigation.ts';
import { keepAddressCurrency } from '../lib/paths.ts';
import { saveBackRoute } from '../lib/session.ts';
import { BackToTop } from './back-to-top.tsx';
import { ChatCloseButton } from './chat-close-button.tsx';
import { closeDialogs } from './close-dialogs.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { findRoute, isPublicPath } from './routes.ts';
import { ToastHost } from './toast-host.tsx';

const keepAlive = (pathname: string) => !findRoute(pathname)?.fresh;

/** Only the tab screens show the tab bar: it and its icons come with Home's chunk (vite.config.ts). */
const TabBar = lazy(() => import('./tab-bar.tsx').then((module) => ({ default: module.TabBar })));

export function AppLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    setNavigator((path) => {
      // A session that ended mid-visit comes back to the same screen after signing in again.
      const { pathname, search } = here.current;
      if (path === '/login' && !isPublicPath(pathname)) saveBackRoute(pathname + search);
      if (pathname !== path) navigate(keepAddressCurrency(path), { replace: true });
    });
  }, [navigate]);

  useEffect(closeDialogs, [location.key]);

  const withTabs = findRoute(location.pathname)?.tab ?? false;
  return (
    <>
      <main className={withTabs ? 'app-main with-tab-bar' : 'app-main'}>
        <KeepAliveOutlet keepAlive={keepAlive} />
      </main>
      {withTabs && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
      <BackToTop />
      <LoadingOverlay />
      <ChatCloseButton />
      <ToastHost />
    </>
  );
}
