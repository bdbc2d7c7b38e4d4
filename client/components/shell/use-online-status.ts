import { useEffect, useSyncExternalStore } from 'react';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** navigator.onLine, kept current by the online/offline events; online on the server and during hydration. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `onOffline` when the connection drops (and once at start if the page opened offline). */
export function useOfflineEffect(onOffline: () => void): void {
  useEffect(() => {
    if (!navigator.onLine) onOffline();
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [onOffline]);
}
