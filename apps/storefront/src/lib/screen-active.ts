import { createContext, useContext } from 'react';

/**
 * Whether the screen rendering this is the one on display; screens kept alive in the cache stay
 * mounted while hidden, and must neither name the page nor keep popups open meanwhile.
 */
export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}
