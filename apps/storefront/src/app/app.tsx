import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { antdLocaleStore } from '../i18n/antd-locale.ts';
import { i18n } from '../lib/i18n.ts';
import { currencyStore, localeStore } from '../lib/preferences.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';
import { AppLayout } from './app-layout.tsx';
import { queryClient } from './query-client.ts';
import { findRoute, notFoundRoute } from './routes.ts';
import { ScreenGate } from './screen-gate.tsx';

/** Server answers depend on language, currency and user: refetch when any of them changes. */
function useRefetchOnChoices() {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    let token = sessionStore.get().token;
    const forgetPreviousUser = sessionStore.subscribe(() => {
      if (sessionStore.get().token === token) return;
      token = sessionStore.get().token;
      queryClient.clear();
    });
    const unsubscribers = [localeStore.subscribe(refetch), currencyStore.subscribe(refetch), forgetPreviousUser];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);
}

/**
 * The screen of the location's path, looked up in the route table (routes.ts): one catch-all
 * route instead of one <Route> per screen, whose matching on every render of the router cost
 * more than the render itself. Each kept-alive screen reads its own location.
 */
function RoutedScreen() {
  const { pathname } = useLocation();
  return <ScreenGate route={findRoute(pathname) ?? notFoundRoute} />;
}

export function App() {
  useRefetchOnChoices();
  const locale = useStore(antdLocaleStore);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={locale}>
          {/* Plain (non-transition) navigation, so flushSync(navigate) commits before a session change. */}
          <HashRouter useTransitions={false}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={<RoutedScreen />} />
              </Route>
            </Routes>
          </HashRouter>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
