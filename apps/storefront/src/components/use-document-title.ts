import { useEffect } from 'react';
import { useScreenActive } from '../lib/screen-active.ts';

const BRAND = 'Roamcart';

/** Names the browser tab after the screen on display (WCAG 2.4.2), brand last. */
export function useDocumentTitle(title: string | undefined): void {
  const active = useScreenActive();
  useEffect(() => {
    if (active) document.title = title ? `${title} – ${BRAND}` : BRAND;
  }, [active, title]);
}
