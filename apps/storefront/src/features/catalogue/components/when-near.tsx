import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts to load once the customer scrolls, so it is there by the time it scrolls in. */
const NEAR_MARGIN = '300px';

/**
 * Renders `children` only once the placeholder comes near the screen: what is below the fold
 * (Home's long goods list) costs nothing while the first screen loads. Until the customer first
 * scrolls, only a placeholder on the screen counts as near; from then on, one within NEAR_MARGIN.
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (near || scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [near, scrolled]);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: scrolled ? NEAR_MARGIN : '0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, scrolled]);
  return near ? <>{children}</> : <div ref={anchor}>{placeholder}</div>;
}
