// What the browser's catalogue client (client/api/catalog-client.ts) throws.

export class CatalogRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CatalogRequestError';
  }
}

/**
 * No answer at all: the network is down and the service worker has no copy (spec 01 §7: "with the network down
 * and no cache, an empty result flagged offline"). Loaders let it through; client/pwa/offline-navigation.ts
 * turns it into the offline message and the way home.
 */
export class CatalogOfflineError extends Error {
  constructor(readonly url: string) {
    super(`No network and no cached answer for ${url}`);
    this.name = 'CatalogOfflineError';
  }
}
