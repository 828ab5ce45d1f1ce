import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a section starts to load, so it is there by the time it scrolls in. */
const NEAR_MARGIN = '300px';

/**
 * Renders `children` only once the placeholder comes near the screen: what is below the fold
 * (Home's long goods list) costs nothing while the first screen loads.
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={anchor}>{placeholder}</div>;
}
