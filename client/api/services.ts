// What route loaders work with, handed to them through React Router's context (never imported directly): the
// catalogue API in-process on the server, a fetch implementation in the browser (STYLE "Routes and loaders").
import { createContext, RouterContextProvider } from 'react-router';
import type { CatalogApi } from '../../shared/api/catalog.js';
import type { ReviewApi } from '../../shared/api/reviews.js';

export interface BuildInfo {
  appVersion: string;
  buildDate: string;
  /** The payment method codes the configured shop offers (the footer shows only their marks): the server's setting. */
  paymentMethods: readonly string[];
}

export interface LoaderServices {
  catalog: CatalogApi;
  /** Approved product reviews; absent where no review source is wired (the page then shows none). */
  reviews?: ReviewApi;
  /** Expected misses (not found, empty results) are logged here: the request log on the server, the console in the browser. */
  warn: (message: string) => void;
  build: BuildInfo;
}

export const servicesContext = createContext<LoaderServices>();

export function createLoaderContext(services: LoaderServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}

/** The services of a loader call: `getServices(context)` inside any loader. */
export function getServices(context: Readonly<RouterContextProvider>): LoaderServices {
  return context.get(servicesContext);
}
