import { useCallback, useSyncExternalStore } from 'react';

/** The shop's single responsive breakpoint (spec 01 §2): desktop from 1024 px. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

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
