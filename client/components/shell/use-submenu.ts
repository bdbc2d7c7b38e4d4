import { useEffect, useRef, useState } from 'react';
import { SUBMENU_CLOSE_DELAY_MS } from './menu-utils.js';

/** Which mega-menu panel is open; closing by pointer waits SUBMENU_CLOSE_DELAY_MS (spec 01 §9), by key it is at once. */
export function useSubmenu(resetKey: string) {
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const closeIf = (id: number) => setOpenId((current) => (current === id ? null : current));

  useEffect(() => {
    setOpenId(null);
  }, [resetKey]);
  useEffect(() => cancel, []);

  return {
    openId,
    open(id: number) {
      cancel();
      setOpenId(id);
    },
    close(id: number, immediately: boolean) {
      cancel();
      if (immediately) closeIf(id);
      else timer.current = setTimeout(() => closeIf(id), SUBMENU_CLOSE_DELAY_MS);
    },
  };
}
