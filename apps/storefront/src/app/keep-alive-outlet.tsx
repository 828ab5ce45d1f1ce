import { memo, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { ScreenActiveContext } from '../lib/screen-active.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';
import { visit, type KeepAliveEntry } from './keep-alive-cache.ts';

interface Pane {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
}

/**
 * Each cached screen sees the location it was opened with, so a hidden screen neither re-renders
 * nor reads another screen's query string while it waits.
 */
const KeepAlivePane = memo(function KeepAlivePane({ active, pane }: { active: boolean; pane: Pane }) {
  const context = useMemo(() => ({ location: pane.location, navigationType: pane.navigationType }), [pane.location, pane.navigationType]);
  return (
    <div className="keep-alive-pane" hidden={!active}>
      <ScreenActiveContext.Provider value={active}>
        <UNSAFE_LocationContext.Provider value={context}>{pane.element}</UNSAFE_LocationContext.Provider>
      </ScreenActiveContext.Provider>
    </div>
  );
});

/**
 * An <Outlet> that keeps the last 5 visited screens mounted but hidden (SPEC §2), restores each
 * one's scroll position when it comes back and scrolls new screens to the top. A change of
 * session empties it, so nothing of the previous user stays mounted.
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: (pathname: string) => boolean }) {
  const element = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { token } = useStore(sessionStore);
  const key = location.pathname + location.search;

  const cache = useRef<{ token: string | null; entries: KeepAliveEntry<Pane>[] }>({ token, entries: [] });
  if (cache.current.token !== token) cache.current = { token, entries: [] };
  const current = cache.current.entries.find((entry) => entry.key === key);
  if (!current || current.value.element !== element) {
    const pane = current?.value.location === location ? { ...current.value, element } : { element, location, navigationType };
    cache.current.entries = visit(cache.current.entries, { key, value: pane, keep: keepAlive(location.pathname) });
  }
  const entries = cache.current.entries;

  const positions = useRef(new Map<string, number>());
  const activeKey = useRef(key);
  useLayoutEffect(() => {
    activeKey.current = key;
    const cached = new Set(cache.current.entries.map((entry) => entry.key));
    for (const saved of positions.current.keys()) if (!cached.has(saved)) positions.current.delete(saved);
    window.scrollTo(0, positions.current.get(key) ?? 0);
  }, [key]);
  useEffect(() => {
    const remember = () => positions.current.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  return entries.map((entry) => <KeepAlivePane key={entry.key} active={entry.key === key} pane={entry.value} />);
}
