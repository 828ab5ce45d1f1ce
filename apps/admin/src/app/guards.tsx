import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CenteredSpin } from '../components/centered-spin.tsx';
import { useCan, useSessionQuery } from '../session/session.ts';
import { allowedPages } from './menu.ts';
import type { PageEntry } from './pages.tsx';

/** The signed-in area: without a session the admin goes to the login page, then comes back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: session, isPending, isError, refetch } = useSessionQuery();
  if (isPending) return <CenteredSpin />;
  if (isError) {
    return (
      <Result
        status="error"
        title={t('admin.common.network_error')}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            {t('admin.common.retry')}
          </Button>
        }
      />
    );
  }
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/** "You may not open this page" (403). */
function Forbidden() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('admin.common.forbidden')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('admin.common.back_home')}
        </Button>
      }
    />
  );
}

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('admin.common.not_found')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('admin.common.back_home')}
        </Button>
      }
    />
  );
}

/** A registered page, or the 403 page when the admin lacks one of its permission codes. */
export function PageGuard({ page }: { page: PageEntry }) {
  const can = useCan();
  const Page = page.component;
  return can(...page.permissions) ? <Page /> : <Forbidden />;
}

/** `/`: the dashboard, or the first page this admin may open. */
export function HomeRedirect() {
  const can = useCan();
  const first = allowedPages(can).find((page) => page.menu);
  return <Navigate to={first?.path ?? '/account'} replace />;
}
