// What every route's error boundary shows (RouteErrorContent.tsx: the not-found page for a 404, otherwise an apology
// and a way on) is needed only on a page that failed: its code is a chunk of its own, loaded when a boundary renders
// it (client/shell/deferred-region.tsx; <main> is always in view, so it loads at once then).
import { deferredRegion } from '../../shell/deferred-region.js';

export const RouteErrorContent = deferredRegion<object>({
  selector: '#main',
  load: () => import('./RouteErrorContent.js').then((module) => module.RouteErrorContent),
});
