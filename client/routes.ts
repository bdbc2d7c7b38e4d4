// React Router data-mode route objects for every store view, generated from the route table (shared/routing)
// and the store-view registry. Screens are lazy route modules, one chunk each, loaded together with the texts they
// show (their message namespaces, in the store view's language); the handle names the layout, the screen and the
// module's source path (the server maps screens to chunks through dist/client/manifest.json). The URL dispatcher
// loads the one screen it shows (category, product or content page) the same way.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { hasMessages, type MessageNamespace } from '../shared/i18n/messages.js';
import type { Translate } from '../shared/i18n/translate.js';
import type { PageMeta } from '../shared/routing/page-head.js';
import { ROUTE_TABLE, type LayoutName, type RouteDefinition, type ScreenId } from '../shared/routing/route-table.js';
import { STORE_VIEWS, type StoreView } from '../shared/store-views.js';
import { RouteChunkError } from './components/offline/RouteChunkError.js';
import { loadMessages } from './messages/load-messages.js';
import { loadWithTimeout } from './pwa/lazy-load.js';
import * as root from './root.js';

export interface ScreenMetaArgs<D> {
  /** The route's loader data; undefined when its loader failed (the error boundary shows instead). */
  data: D | undefined;
  t: Translate;
  store: StoreView;
}

export interface ScreenMeta extends PageMeta {
  /** Path inside the store view the canonical link names; the requested path when absent. */
  canonicalPath?: string;
  /** Pages that must not be indexed (not found, checkout, account). */
  noindex?: boolean;
}

export type ScreenMetaFunction<D> = (args: ScreenMetaArgs<D>) => ScreenMeta;

/** What a screen module under client/routes/ exports, in this order. */
export interface ScreenModule {
  meta(args: ScreenMetaArgs<unknown>): ScreenMeta;
  loader?: LoaderFunction;
  Component: ComponentType;
  ErrorBoundary: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export interface RouteHandle {
  name: string;
  screen: ScreenId;
  layout: LayoutName;
  shareable: boolean;
  /** Source path of the screen module, the key of its chunk in the build manifest. */
  module: string;
}

interface ScreenSource {
  module: string;
  load: () => Promise<ScreenModule>;
  messages: readonly MessageNamespace[];
  /** A screen that shows another screen's page, decided by its loader data (the URL dispatcher): which one. */
  shows?: (data: unknown) => ScreenId | undefined;
}

/** The screens the URL dispatcher shows, by the kind of page its loader found. */
const DISPATCHED_SCREENS: Readonly<Record<string, ScreenId>> = { category: 'category', product: 'product', cms: 'cms-page' };

export function dispatchedScreen(kind: string | undefined): ScreenId | undefined {
  return kind === undefined ? undefined : DISPATCHED_SCREENS[kind];
}

// Literal import() calls: esbuild turns each into its own chunk.
export const SCREENS: Readonly<Record<ScreenId, ScreenSource>> = {
  home: { module: 'client/routes/home.tsx', load: () => import('./routes/home.js'), messages: [] },
  checkout: { module: 'client/routes/checkout.tsx', load: () => import('./routes/checkout.js'), messages: ['checkout'] },
  'cms-page': { module: 'client/routes/cms-page.tsx', load: () => import('./routes/cms-page.js'), messages: [] },
  'my-account': { module: 'client/routes/my-account.tsx', load: () => import('./routes/my-account.js'), messages: ['account', 'legal'] },
  contact: { module: 'client/routes/contact.tsx', load: () => import('./routes/contact.js'), messages: ['consent'] },
  'cookie-settings': { module: 'client/routes/cookie-settings.tsx', load: () => import('./routes/cookie-settings.js'), messages: ['consent', 'cookies'] },
  product: { module: 'client/routes/product.tsx', load: () => import('./routes/product.js'), messages: ['product'] },
  category: { module: 'client/routes/category.tsx', load: () => import('./routes/category.js'), messages: ['listing'] },
  newsletter: { module: 'client/routes/newsletter.tsx', load: () => import('./routes/newsletter.js'), messages: ['consent'] },
  'reset-password': { module: 'client/routes/reset-password.tsx', load: () => import('./routes/reset-password.js'), messages: ['account'] },
  unsubscribe: { module: 'client/routes/unsubscribe.tsx', load: () => import('./routes/unsubscribe.js'), messages: ['consent'] },
  redirect: { module: 'client/routes/redirect.tsx', load: () => import('./routes/redirect.js'), messages: ['checkout'] },
  loading: { module: 'client/routes/loading.tsx', load: () => import('./routes/loading.js'), messages: [] },
  'not-found': { module: 'client/routes/not-found.tsx', load: () => import('./routes/not-found.js'), messages: [] },
  'url-dispatcher': {
    module: 'client/routes/url-dispatcher.tsx',
    load: () => import('./routes/url-dispatcher.js'),
    messages: [],
    // Only the page it found: a category must not download the product page's code, nor the reverse.
    shows: (data) => dispatchedScreen((data as { kind?: string } | undefined)?.kind),
  },
  search: { module: 'client/routes/search.tsx', load: () => import('./routes/search.js'), messages: ['search'] },
  withdrawal: { module: 'client/routes/withdrawal.tsx', load: () => import('./routes/withdrawal.js'), messages: ['legal'] },
};

/** Screen modules loaded so far (a module is only ever loaded once; its meta is read synchronously afterwards). */
const loadedScreens = new Map<ScreenId, ScreenModule>();

export function getLoadedScreen(screen: ScreenId): ScreenModule | undefined {
  return loadedScreens.get(screen);
}

/** A screen's code did not arrive in time (offline, stalled, gone after a deploy). */
export class ScreenLoadError extends Error {
  constructor(readonly screen: ScreenId, cause: unknown) {
    super(`The ${screen} screen could not be loaded`, { cause });
    this.name = 'ScreenLoadError';
  }
}

/** The screen's module with its texts in the store view's language registered. */
async function loadScreenWithMessages(screen: ScreenId, store: StoreView): Promise<ScreenModule> {
  const [module] = await Promise.all([SCREENS[screen].load(), loadMessages(store.language, SCREENS[screen].messages)]);
  return module;
}

/**
 * A screen's module, loaded once, with its texts in the store view's language. In the browser a chunk that does not
 * arrive within 3000 ms rejects with ScreenLoadError; the server imports its own files (every text is registered
 * there) and never times out.
 */
export async function loadScreenModule<M extends ScreenModule = ScreenModule>(screen: ScreenId, store: StoreView): Promise<M> {
  const server = typeof window === 'undefined';
  const loaded = loadedScreens.get(screen);
  if (loaded && (server || hasMessages(store.language, SCREENS[screen].messages))) return loaded as M;
  const module = server
    ? await SCREENS[screen].load()
    : await loadWithTimeout(() => loadScreenWithMessages(screen, store)).catch((error: unknown) => {
        throw new ScreenLoadError(screen, error);
      });
  loadedScreens.set(screen, module);
  return module as M;
}

async function loadScreen(screen: ScreenId, store: StoreView) {
  const module = typeof window === 'undefined' ? await loadScreenModule(screen, store) : await loadScreenModule(screen, store).catch(() => null);
  if (!module) return { Component: RouteChunkError, ErrorBoundary: RouteChunkError };
  const { loader, Component, ErrorBoundary, shouldRevalidate } = module;
  return { Component, ErrorBoundary, ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
}

function screenRoute(store: StoreView, definition: RouteDefinition): RouteObject {
  const handle: RouteHandle = {
    name: definition.name,
    screen: definition.screen,
    layout: definition.layout,
    shareable: definition.shareable,
    module: SCREENS[definition.screen].module,
  };
  const common = { id: `${store.code}/${definition.name}`, handle, lazy: () => loadScreen(definition.screen, store) };
  return definition.path === '' ? { ...common, index: true } : { ...common, path: definition.path };
}

function storeRoute(store: StoreView): RouteObject {
  const children = ROUTE_TABLE.map((definition) => screenRoute(store, definition));
  // The main store has no prefix: a pathless route groups its screens.
  return store.prefix ? { id: store.code, path: store.prefix.slice(1), children } : { id: store.code, children };
}

/**
 * The whole route tree: the root route (shell data, layout) over one branch per store view. The server may build
 * it for one store view at a time (server/edge/ssr/store-handlers.ts): the same route objects and ids, fewer to match.
 */
export function createRoutes(stores: readonly StoreView[] = STORE_VIEWS): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: root.loader,
      Component: root.Component,
      ErrorBoundary: root.ErrorBoundary,
      shouldRevalidate: root.shouldRevalidate,
      children: stores.map(storeRoute),
    },
  ];
}

export interface MatchedScreen {
  handle: unknown;
  data: unknown;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle && 'layout' in handle;
}

/** The deepest matched screen's handle (its layout, name and module), if a screen matched. */
export function deepestHandle(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/**
 * The screens a page shows: each matched screen, and the screen the URL dispatcher shows (by its loader data). Their
 * modules and texts are what the page needs before it can hydrate.
 */
export function pageScreens(matches: readonly MatchedScreen[]): ScreenId[] {
  const screens: ScreenId[] = [];
  for (const { handle, data } of matches) {
    if (!isRouteHandle(handle)) continue;
    screens.push(handle.screen);
    const shown = SCREENS[handle.screen].shows?.(data);
    if (shown) screens.push(shown);
  }
  return screens;
}

/** The page's title, description and canonical path, from the deepest screen's meta and loader data. */
export function resolveScreenMeta(matches: readonly MatchedScreen[], t: Translate, store: StoreView): ScreenMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { handle, data } = matches[i];
    if (!isRouteHandle(handle)) continue;
    const screen = loadedScreens.get(handle.screen);
    if (screen) return screen.meta({ data, t, store });
  }
  return { title: t('Page not found'), description: '', noindex: true };
}
