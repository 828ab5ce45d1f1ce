import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import UpOutline from 'antd-mobile-icons/es/UpOutline';

const SHOW_AFTER_OFFSET = 500;

/** Appears once the page is scrolled past 500 px (SPEC §9); sits 150 px above the bottom. */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_OFFSET);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="back-to-top" aria-label={t('common.back_to_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <UpOutline aria-hidden="true" />
    </button>
  );
}
