// Regions of a page that the server renders in full but whose code the browser needs only when the shopper gets
// near them (issue #16: first-load JavaScript, and no hydration work for what is below the fold): the footer, the
// product page's review form. Their code is a chunk of its own, loaded when the region comes within a screen of the
// viewport, is focused or pointed at, or a navigation starts. Until then React 18 leaves the server's HTML of the
// region in place, untouched (a dehydrated Suspense boundary): it reads and its plain links and forms work as they do
// without JavaScript; once the code is there React hydrates the region.
// A region that React has to render before its code is there (a navigation changed what it shows, or it mounts on
// a client-side move from a page without it) must not wait for the shopper to scroll: any render after the first
// opens the gate at once, and so does the start of any navigation (openDeferredRegions, client/app.tsx).
import { Suspense, type ComponentType } from 'react';
import { readPromise, trackPromise } from './read-promise.js';

const ON_SERVER = typeof window === 'undefined';
/** How far below (or above) the viewport a region starts loading: about a phone screen, so it is there when seen. */
export const APPROACH_MARGIN = '800px 0px';

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

const gates = new Set<Gate>();

function createGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = { open, opened };
  gates.add(gate);
  void opened.then(() => gates.delete(gate));
  return gate;
}

/** Loads every region not loaded yet: a navigation is about to render the page anew. */
export function openDeferredRegions(): void {
  for (const gate of [...gates]) gate.open();
}

/** Opens the gate when the server-rendered element comes near the viewport or the shopper focuses or points at it. */
function openOnApproach(element: Element, gate: Gate): void {
  const open = () => gate.open();
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: APPROACH_MARGIN });
    observer.observe(element);
    void gate.opened.then(() => observer.disconnect());
  } else open();
  for (const type of ['focusin', 'pointerover', 'pointerdown'] as const) element.addEventListener(type, open, { once: true, passive: true });
}

export interface DeferredRegionSource<P> {
  /** The region's root element as the server wrote it (where the browser watches for the shopper's approach). */
  selector: string;
  load: () => Promise<ComponentType<P>>;
}

/** A component showing `source`'s component, whose code loads as the shopper approaches it (see above). */
export function deferredRegion<P extends object>(source: DeferredRegionSource<P>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let gate: Gate | null = null;
  let renders = 0;

  const load = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    if (ON_SERVER) {
      loading = trackPromise(source.load());
      return loading;
    }
    gate = createGate();
    const element = document.querySelector(source.selector);
    // Not on the page (it mounts on a client-side move): nothing to wait for.
    if (element) openOnApproach(element, gate);
    else gate.open();
    // A failed download (offline) is tried again when the connection returns; the server's HTML stays meanwhile.
    const importWhenOnline = (): Promise<ComponentType<P>> =>
      source.load().catch(() => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(importWhenOnline));
    loading = gate.opened.then(importWhenOnline);
    return loading;
  };
  // The server loads it with the module, so that its first page does not wait for it.
  if (ON_SERVER) void load().catch(() => undefined);

  function Loaded(props: P) {
    const promise = load();
    // The first render is the hydration attempt, which may wait; a later one while the code is still missing is
    // React rendering the region anew, which must not wait for the shopper.
    if (!ON_SERVER && (renders += 1) > 1) gate?.open();
    const Component = readPromise(promise);
    return <Component {...props} />;
  }

  function DeferredRegion(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  DeferredRegion.displayName = `DeferredRegion(${source.selector})`;
  return DeferredRegion;
}
