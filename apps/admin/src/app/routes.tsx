import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CenteredSpin } from '../components/centered-spin.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { HomeRedirect, NotFound, PageGuard, RequireSession } from './guards.tsx';
import { PAGES } from './pages.tsx';

const LoginPage = lazy(() => import('../pages/login/login-page.tsx'));

/** Routes derived from the page registry, all inside the signed-in layout except the login. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<CenteredSpin />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        element={
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        }
      >
        <Route index element={<HomeRedirect />} />
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageGuard page={page} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
