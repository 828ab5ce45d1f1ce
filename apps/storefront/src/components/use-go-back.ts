import { useLocation, useNavigate } from 'react-router-dom';
import { parentOf } from '../lib/screen-parents.ts';

/**
 * Back as the header's arrow and "back after save" mean it: the previous screen inside the app,
 * or, on a screen opened directly (a fresh tab has no history of ours), the screen's parent
 * instead of leaving the app for whatever the tab showed before. The parent comes from
 * lib/screen-parents.ts unless the caller names another.
 */
export function useGoBack(parent?: string): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(parent ?? parentOf(pathname), { replace: true });
  };
}
