import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingBlock } from '../components/loading-block.tsx';
import { keepAddressCurrency } from '../lib/paths.ts';
import { saveBackRoute, sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';
import { isPublicPath, type ScreenRoute } from './routes.ts';

/** Saves where the user wanted to go and sends them to sign in (SPEC §4 login guard). */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveBackRoute(location.pathname + location.search);
    navigate(keepAddressCurrency('/login'), { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="alert">
      <p>{t('common.load_failed')}</p>
      <button type="button" className="button-link is-primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

/** A screen's chunk that fails to load (a new release replaced it) offers a reload. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

export function ScreenGate({ route }: { route: ScreenRoute }) {
  const { token } = useStore(sessionStore);
  if (!token && !isPublicPath(route.path)) return <RedirectToLogin />;
  const Screen = route.screen;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LoadingBlock />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
