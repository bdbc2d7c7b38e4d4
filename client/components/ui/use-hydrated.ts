import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and during hydration, true afterwards: switch from CSS-only to scripted behaviour. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
