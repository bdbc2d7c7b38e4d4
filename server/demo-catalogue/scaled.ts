// A larger catalogue for scale measurements (issue #14 item 5): the demo's configurable shoes repeated until there
// are `models` of them, each copy with its own ids (+ copy × 10,000,000) and skus (suffix -C<copy>), the demo's
// brands, attributes, categories and CMS pages as they are. Deterministic: the same N gives the same file.
import type { CatalogDocumentsByEntity, ProductDocument } from '../../shared/catalog-types.js';
import type { StoreCode } from '../../shared/store-views.js';
import { generateDemoCatalogue } from './generate.js';

const ID_STEP = 10_000_000;

function copyOf(doc: ProductDocument & { parentSku?: string; parentId?: number }, copy: number): ProductDocument {
  const sku = (value: string) => `${value}-C${copy}`;
  return {
    ...doc,
    id: doc.id + copy * ID_STEP,
    sku: sku(doc.sku),
    url_key: `${doc.url_key}-c${copy}`,
    url_path: `${doc.url_path}-c${copy}`,
    ...(doc.parentSku ? { parentSku: sku(doc.parentSku), parentId: doc.parentId! + copy * ID_STEP } : {}),
    ...(doc.configurable_children ? { configurable_children: doc.configurable_children.map((c) => ({ ...c, id: c.id + copy * ID_STEP, sku: sku(c.sku) })) } : {}),
  } as ProductDocument;
}

export function generateScaledCatalogue(models: number): Record<StoreCode, CatalogDocumentsByEntity> {
  const demo = generateDemoCatalogue();
  for (const store of Object.keys(demo) as StoreCode[]) {
    const products = demo[store].product as (ProductDocument & { parentSku?: string })[];
    const parents = products.filter((p) => p.type_id === 'configurable');
    const extra: ProductDocument[] = [];
    for (let n = parents.length, copy = 1; n < models; copy++) {
      for (const parent of parents) {
        if (n >= models) break;
        extra.push(copyOf(parent, copy), ...products.filter((p) => p.parentSku === parent.sku).map((child) => copyOf(child, copy)));
        n++;
      }
    }
    demo[store] = { ...demo[store], product: [...products, ...extra] };
  }
  return demo;
}
