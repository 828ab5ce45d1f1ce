import { useEffect, useRef } from 'react';
import { useScreenActive } from '../lib/screen-active.ts';

/**
 * Asks again when a screen kept alive in the cache is shown again: money moves elsewhere (an
 * operator pays a withdrawal out, a top-up is approved) while the screen waits hidden.
 */
export function useRefetchOnShow(...refetches: (() => unknown)[]): void {
  const active = useScreenActive();
  const previous = useRef(active);
  const latest = useRef(refetches);
  latest.current = refetches;
  useEffect(() => {
    if (active && !previous.current) for (const refetch of latest.current) void refetch();
    previous.current = active;
  }, [active]);
}
