import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { antdLocaleStore } from '../i18n/antd-locale.ts';
import { i18n } from '../lib/i18n.ts';
import { currencyStore, localeStore } from '../lib/preferences.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';
import { AppLayout } from './app-layout.tsx';
import { queryClient } from './query-client.ts';
import { notFoundRoute, screenRoutes } from './routes.ts';
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
                {screenRoutes.map((route) => (
                  <Route key={route.path} path={route.path} element={<ScreenGate route={route} />} />
                ))}
                <Route path="*" element={<ScreenGate route={notFoundRoute} />} />
              </Route>
            </Routes>
          </HashRouter>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
