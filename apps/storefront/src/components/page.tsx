import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useDocumentTitle } from './use-document-title.ts';
import { useGoBack } from './use-go-back.ts';

/** A screen with a header: back button and title, which also names the browser tab unless `documentTitle` does. */
export function Page({ title, documentTitle, children, backTo }: { title: string; documentTitle?: string; children: ReactNode; backTo?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <header className="page-header">
        <button type="button" className="page-header-back" aria-label={t('common.back')} onClick={goBack}>
          <LeftOutline aria-hidden="true" />
        </button>
        <h1>{title}</h1>
      </header>
      {children}
    </>
  );
}
