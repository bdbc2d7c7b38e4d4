import { useCallback, useSyncExternalStore } from 'react';
import { DESKTOP_QUERY } from './breakpoints.js';

/** Whether a media query matches; `serverValue` during server render and hydration. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Read once in an event handler (no re-render): is this a desktop-wide viewport now? */
export function isDesktopViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;
}
