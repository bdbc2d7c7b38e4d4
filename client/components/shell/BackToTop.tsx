import { useEffect, useState } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

/** The spec's value: "Back to top appears after 200 px of scroll (600 by default)" – the shop uses 200. */
export const BACK_TO_TOP_OFFSET_PX = 200;

export function BackToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('.site-header .logo, .logo')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={visible ? 'back-to-top is-visible' : 'back-to-top'} onClick={onClick} aria-label={t('Back to top')}>
      <Icon name="arrow-up" />
    </button>
  );
}
