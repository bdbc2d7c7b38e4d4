import { useT } from '../../i18n.js';

/** The first focusable element of every page: jumps past the header to <main id="main">. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('Skip to content')}
    </a>
  );
}
