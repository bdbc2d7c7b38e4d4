// The root route: loads the shell data (menu, footer content, promoted content), provides the store view's
// language and the shell data to every component, keeps the document head in step on client-side navigations,
// and renders the layout the matched screen asks for (handle.layout).
import { replayHeldTaps } from './shell/held-taps.js';
import { useEffect, type ComponentType } from 'react';
import { useLoaderData, useLocation, useMatches, type LoaderFunctionArgs, type RouterContextProvider, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getTranslator } from '../shared/i18n/messages.js';
import { canonicalUrl, documentTitle, hreflangLinks, htmlLang, robotsContent } from '../shared/routing/page-head.js';
import type { LayoutName } from '../shared/routing/route-table.js';
import { getStoreView, storeViewFromPath, type StoreCode } from '../shared/store-views.js';
import { requestPlace } from './api/loader-helpers.js';
import { getServices } from './api/services.js';
import { RootErrorPage } from './components/catalog/RootErrorPage.js';
import { useRouteFocus } from './components/shell/use-route-focus.js';
import { I18nProvider } from './i18n.js';
import { loadMessagesForLanguage } from './messages/load-messages.js';
import { SHELL_NAMESPACES } from './messages/page-messages.js';
import { DefaultLayout } from './layouts/DefaultLayout.js';
import { EmptyLayout } from './layouts/EmptyLayout.js';
import { MinimalLayout } from './layouts/MinimalLayout.js';
import { deepestHandle, resolveScreenMeta, type MatchedScreen } from './routes.js';
import { ShellDataContext, type ShellData } from './shell/shell-data.js';

const LAYOUTS: Record<LayoutName, ComponentType> = { default: DefaultLayout, minimal: MinimalLayout, empty: EmptyLayout };

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<ShellData> {
  const { catalog, build } = getServices(context);
  const { store } = requestPlace(request);
  // In the browser this runs again only when the store view changes: the shell's texts (and those of whatever was
  // open) are needed in the new language too. The server has every text already.
  // The loader's own code comes with it: the browser runs it only on such a switch, never for the first page.
  const shellData = import('./api/shell-data-loader.js').then(({ loadShellData }) => loadShellData(catalog, store.code, build));
  const [shell] = await Promise.all([shellData, loadMessagesForLanguage(store.language, SHELL_NAMESPACES)]);
  return shell;
}

/** The shell data depends on the store view only: reload it when the shopper switches store views. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return storeViewFromPath(currentUrl.pathname).store !== storeViewFromPath(nextUrl.pathname).store;
}

function setHeadLink(selector: string, href: string): void {
  const link = document.head.querySelector<HTMLLinkElement>(selector);
  if (link) link.href = href;
}

/**
 * After a client-side navigation the server's <head> is out of date: title, description, robots, canonical,
 * hreflang alternates and <html lang> follow the new page (after hydration it writes what the server wrote).
 */
function useDocumentHead(matches: readonly MatchedScreen[], store: StoreCode): void {
  const location = useLocation();
  useEffect(() => {
    const view = getStoreView(store);
    const meta = resolveScreenMeta(matches, getTranslator(view.language), view);
    const pathInStore = meta.canonicalPath ?? storeViewFromPath(location.pathname).path;
    document.title = documentTitle(meta.title);
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.head.querySelector('meta[name="robots"]')?.setAttribute('content', robotsContent(meta));
    document.documentElement.lang = htmlLang(store);
    // The server wrote absolute links on the public origin; keep that origin.
    const origin = new URL(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.pathname, window.location.href).origin;
    setHeadLink('link[rel="canonical"]', canonicalUrl(origin, store, pathInStore));
    for (const link of hreflangLinks(origin, pathInStore)) setHeadLink(`link[rel="alternate"][hreflang="${link.hreflang}"]`, link.href);
  }, [matches, store, location.pathname]);
}

/**
 * Marks <html data-hydrated> once the shell's first commit is done: hydration runs as a transition (client/app.tsx),
 * so hydrateRoot returning says nothing about when taps are answered; end-to-end tests and benchmarks wait for this.
 * Taps held before it are replayed then.
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // After the screen's own effects of this first commit: the controls tapped early now answer.
    const replay = setTimeout(replayHeldTaps, 0);
    return () => clearTimeout(replay);
  }, []);
}

export function Component() {
  const shell = useLoaderData() as ShellData;
  const matches = useMatches();
  useHydratedMark();
  useDocumentHead(matches, shell.store);
  useRouteFocus();
  const Layout = LAYOUTS[deepestHandle(matches)?.layout ?? 'default'];
  return (
    <I18nProvider store={shell.store}>
      <ShellDataContext.Provider value={shell}>
        <Layout />
      </ShellDataContext.Provider>
    </I18nProvider>
  );
}

/** The shell itself could not load (the catalogue is down): a page without menu or footer. */
export function ErrorBoundary() {
  const { store } = storeViewFromPath(useLocation().pathname);
  return (
    <I18nProvider store={store.code}>
      <RootErrorPage />
    </I18nProvider>
  );
}
