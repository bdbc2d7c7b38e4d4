// Regions of a page that the server renders in full but whose code the browser needs only when the shopper gets
// near them (issue #16: first-load JavaScript, and no hydration work for what is below the fold): the footer, the
// product page's review form. Their code is a chunk of its own, loaded when the region comes within a screen of the
// viewport, is focused or pointed at, or a navigation starts. Until then React 18 leaves the server's HTML of the
// region in place, untouched (a dehydrated Suspense boundary): it reads and its plain links and forms work as they do
// without JavaScript; once the code is there React hydrates the region.
// A region that React has to render anew before its code is there (a navigation changed what it shows, or it mounts
// on a client-side move from a page without it) must not wait for the shopper to scroll: such a render opens the gate
// at once (React 18 writes ids as ':R…' while hydrating the server's HTML and ':r…' when rendering in the browser, so
// useId tells the two apart), and so does any change of the router's state (openDeferredRegions, client/app.tsx),
// since a context change reaches a region that has not hydrated yet as such a render. The region is memoised, so a
// parent's re-render with the same props (a menu item opening) leaves it alone.
import { memo, Suspense, useId, type ComponentType } from 'react';
import { readPromise, trackPromise } from './read-promise.js';

const ON_SERVER = typeof window === 'undefined';
/** How far below (or above) the viewport a region starts loading: about a phone screen, so it is there when seen. */
export const APPROACH_MARGIN = '800px 0px';

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

const gates = new Set<Gate>();
/** On the server: the regions' code still being imported (each region starts with its module). */
const serverLoads = new Set<Promise<unknown>>();

/**
 * On the server, what a render waits for so that no region suspends: a suspended region would be streamed after
 * the shell and need JavaScript to be put in place, which a shopper without JavaScript does not have. Null when
 * every region's code is there (always, after the first page).
 */
export function deferredRegionsLoaded(): Promise<unknown> | null {
  return serverLoads.size === 0 ? null : Promise.allSettled(serverLoads);
}

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

/**
 * Opens the gate when the shopper focuses or points at a server-rendered element, or (`watchViewport`) when one
 * comes near the viewport.
 */
function openOnApproach(elements: readonly Element[], gate: Gate, watchViewport: boolean): void {
  const open = () => gate.open();
  if (watchViewport && typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: APPROACH_MARGIN });
    for (const element of elements) observer.observe(element);
    void gate.opened.then(() => observer.disconnect());
  } else if (watchViewport) open();
  for (const element of elements) for (const type of ['focusin', 'pointerover', 'pointerdown'] as const) element.addEventListener(type, open, { once: true, passive: true });
}

/** An id useId gave while hydrating server HTML (React 18: ':R…:'; in a browser render ':r…:'). */
export function isHydratingId(id: string): boolean {
  return id.startsWith(':R');
}

export interface DeferredRegionSource<P> {
  /** The region's root element(s) as the server wrote them (where the browser watches for the shopper's approach). */
  selector: string;
  load: () => Promise<ComponentType<P>>;
  /**
   * Whether nearing the viewport loads the region (default true). A region kept off-screen until something opens it
   * (the mobile menu's sheet, beside the viewport's left edge) says false: what opens it calls `preload`, and focus or
   * a pointer inside it still loads it.
   */
  loadOnApproach?: boolean;
}

export type DeferredRegionComponent<P> = ComponentType<P> & {
  /** Loads the region's code now (it is about to be shown); on the server, nothing. */
  preload: () => void;
};

/** A component showing `source`'s component, whose code loads as the shopper approaches it (see above). */
export function deferredRegion<P extends object>(source: DeferredRegionSource<P>): DeferredRegionComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let gate: Gate | null = null;

  const load = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    if (ON_SERVER) {
      const serverLoad = trackPromise(source.load());
      serverLoads.add(serverLoad);
      const settled = () => void serverLoads.delete(serverLoad);
      serverLoad.then(settled, settled);
      loading = serverLoad;
      return loading;
    }
    gate = createGate();
    const elements = [...document.querySelectorAll(source.selector)];
    // Not on the page (it mounts on a client-side move): nothing to wait for.
    if (elements.length) openOnApproach(elements, gate, source.loadOnApproach ?? true);
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
    const id = useId();
    const promise = load();
    // Hydrating may wait for the shopper; rendering anew may not.
    if (!ON_SERVER && !isHydratingId(id)) gate?.open();
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
  const preload = () => {
    if (ON_SERVER) return;
    void load().catch(() => undefined);
    gate?.open();
  };
  return Object.assign(memo(DeferredRegion) as unknown as ComponentType<P>, { preload });
}
