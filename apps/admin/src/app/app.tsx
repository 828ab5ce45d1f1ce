import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { HashRouter } from 'react-router-dom';
import type { Startup } from '../startup/startup.ts';
import { StartupProvider, useUiLanguage } from '../startup/startup-context.tsx';
import { ApiFeedback } from './api-feedback.tsx';
import { AppRoutes } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The client already showed the server's message; retrying a refusal would repeat it.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

function LocalizedApp() {
  const { antdLocale, direction } = useUiLanguage();
  return (
    <ConfigProvider locale={antdLocale} direction={direction}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ApiFeedback />
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function AdminApp({ startup }: { startup: Startup }) {
  return (
    <StartupProvider startup={startup}>
      <LocalizedApp />
    </StartupProvider>
  );
}
