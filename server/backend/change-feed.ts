// The backend tier's change events (issue #14): every write that changes what a shopper sees (catalogue import or
// `_bulk`, a price or stock update, a review approved or rejected, a CMS change, the admin invalidation call)
// publishes the edge-cache tags it touches. Edges subscribe and drop exactly the entries carrying those tags.
//
// Tags are the ones the edge caches its entries under (server/edge/catalog-service.ts, review-reader.ts):
//   store:<code>         everything of one store view (a whole-catalogue change)
//   sku:<sku>            one product (parent or child sku) wherever it is shown. A change of a configurable
//                        child or a bundle part names its parent's sku too: listings keep card fields only, so
//                        their entries carry the parents' skus, not the children's (edge/cache-tags.ts)
//   *                    everything (the admin call without a filter); kind:<kind> every entry of one cache kind
//   category:<id>        a category and its listings
//   cms_page:<id>        a CMS page
//   list:<entity>        the whole list of categories, CMS pages or listed products: named by a change that creates
//                        or removes one (a product: also one that moves or hides it), so an entry built from the
//                        whole list (the sitemap, the category list) goes, although the tags of the documents it
//                        holds cannot name a document it does not hold yet
//   reviews:<productId>  a product's approved reviews
// This in-process feed is what one process (embedded backends) uses as is; the transport to edges in other
// processes subscribes to it.

/** The entities whose whole list an edge keeps (the menu, the sitemap's walk, the CMS pages a sitemap names). */
export type ListedEntity = 'category' | 'cms_page' | 'product';

export const listTag = (entity: ListedEntity): string => `list:${entity}`;

export interface CatalogueChange {
  /** The edge-cache tags this change touches; an empty list touches nothing. */
  readonly tags: readonly string[];
  /** What caused it, for the logs: 'import', 'bulk', 'review', 'cms', 'admin', … */
  readonly reason: string;
}

export type ChangeListener = (change: CatalogueChange) => void;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  publish(change: CatalogueChange): void {
    if (change.tags.length === 0) return;
    for (const listener of this.listeners) listener(change);
  }

  /** Returns the call that ends the subscription. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
