// Panels of the shell that only appear on interaction (search panel, mini cart, login modal, …) are not part of a
// page's first load: their code and texts download when the panel opens, or earlier on the shopper's intent
// (pointer over, pointer down on or focus on the trigger), so that opening still feels instant. A panel whose code
// does not arrive within 3000 ms shows the load error with 'Try again' and 'Close' (spec 01 §4); the next opening
// tries again.
import { Suspense, useState, type ComponentType, type FocusEvent, type PointerEvent } from 'react';
import type { MessageNamespace } from '../../shared/i18n/messages.js';
import type { Language } from '../../shared/store-views.js';
import { LazyPanelBoundary } from '../components/offline/LazyPanelBoundary.js';
import { useStoreView } from '../i18n.js';
import { loadMessages, useMessages } from '../messages/load-messages.js';
import { loadWithTimeout } from '../pwa/lazy-load.js';
import { readPromise } from './read-promise.js';

export interface PanelSource<P> {
  /** Source path of the panel's module (tests map the bundle's parts to their namespaces by it). */
  module: string;
  /** The message namespaces the panel shows beyond the shell's. */
  messages: readonly MessageNamespace[];
  load: () => Promise<ComponentType<P>>;
}

export interface LazyPanel<P> {
  readonly source: PanelSource<P>;
  /** The panel; mount it while it is open. `onClose` closes it (the load error's 'Close' uses it). */
  Panel: ComponentType<P & { onClose: () => void }>;
  /** Starts the download (code and texts) without showing anything; failures are left to the opening. */
  preload: (language: Language) => void;
}

export function createLazyPanel<P extends object>(source: PanelSource<P>): LazyPanel<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let failed = false;
  /** The same promise for a whole opening (a suspended render asks again after a failure and must see the same one). */
  const load = (language: Language): Promise<ComponentType<P>> => {
    if (!loading) {
      loading = loadWithTimeout(() => Promise.all([source.load(), loadMessages(language, source.messages)]).then(([component]) => component));
      loading.catch(() => (failed = true));
    }
    return loading;
  };
  /** A new opening tries again after a failed or late download. */
  const retryIfFailed = () => {
    if (failed) [loading, failed] = [null, false];
  };

  function Loaded({ language, ...props }: P & { language: Language }) {
    const Component = readPromise(load(language));
    // The texts again in case the store view changed since the code arrived.
    useMessages(language, source.messages);
    return <Component {...(props as P)} />;
  }

  function Panel(props: P & { onClose: () => void }) {
    const { language } = useStoreView();
    // Once per mount, i.e. per opening.
    useState(retryIfFailed);
    return (
      <LazyPanelBoundary onClose={props.onClose} floating>
        <Suspense fallback={null}>
          <Loaded {...props} language={language} />
        </Suspense>
      </LazyPanelBoundary>
    );
  }
  Panel.displayName = `LazyPanel(${source.module})`;

  return { source, Panel, preload: (language) => void load(language).catch(() => undefined) };
}

export interface IntentHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

/** Props for a panel's trigger: the panel starts loading when the shopper points at, touches or focuses it. */
export function useLoadOnIntent(...panels: readonly Pick<LazyPanel<never>, 'preload'>[]): IntentHandlers {
  const { language } = useStoreView();
  const preload = () => panels.forEach((panel) => panel.preload(language));
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
