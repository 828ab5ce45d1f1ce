import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';

/** A screen with a header: back button and title. */
export function Page({ title, children, backTo = '/' }: { title: string; children: ReactNode; backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // Opened directly (no history inside the app): go to the screen above instead of leaving.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(backTo, { replace: true });
  };
  return (
    <>
      <header className="page-header">
        <button type="button" className="page-header-back" aria-label={t('common.back')} onClick={back}>
          <LeftOutline aria-hidden="true" />
        </button>
        <h1>{title}</h1>
      </header>
      {children}
    </>
  );
}
