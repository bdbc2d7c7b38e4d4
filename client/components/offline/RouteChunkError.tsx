import { useNavigate } from 'react-router';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView } from '../../i18n.js';
import { LazyLoadError } from './LazyLoadError.js';

/** The screen whose code could not be loaded (spec 01 §4 lazy time-out): the error, and 'Close' leads back. */
export function RouteChunkError() {
  const navigate = useNavigate();
  const store = useStoreView();
  const close = () => {
    // React Router numbers its history entries: go back when there is a page of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(localizePath(store.code, '/'));
  };
  return (
    <div className="route-chunk-error">
      <LazyLoadError onClose={close} />
    </div>
  );
}
