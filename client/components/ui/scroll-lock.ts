// Locks page scrolling while a modal or the mobile menu is open (spec 01 §4: "An open mobile menu locks page
// scrolling"). Counted, so that a modal opened from the mobile menu does not unlock the page on its own close.

export interface ScrollLockTarget {
  classList: { add(name: string): void; remove(name: string): void };
}

export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

export function createScrollLock(target: () => ScrollLockTarget | null) {
  let holders = 0;
  return {
    /** Takes the lock; returns the function that releases it (once). */
    acquire(): () => void {
      holders++;
      target()?.classList.add(SCROLL_LOCK_CLASS);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
        if (holders === 0) target()?.classList.remove(SCROLL_LOCK_CLASS);
      };
    },
  };
}

export const pageScrollLock = createScrollLock(() => (typeof document === 'undefined' ? null : document.documentElement));
