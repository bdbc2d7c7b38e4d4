import { useT } from '../../i18n.js';
import { useUi } from '../../stores/ui-store.js';

/** Full-page loader with an optional message, shown between progress start and stop (spec 01 §4). */
export function LoaderOverlay() {
  const t = useT();
  const loader = useUi((state) => state.loader);
  if (!loader) return null;
  return (
    <div className="loader-overlay" role="status" aria-live="assertive">
      <div className="loader-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p className="loader-overlay__message">{loader.message ?? t('Please wait…')}</p>
      </div>
    </div>
  );
}
