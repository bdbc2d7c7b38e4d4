// A cart line's texts follow the store view being shown: the product name and the option labels (Size, Farbe …) are
// the catalogue's words in the language the line was last read in, so after a language switch they are read again
// from that store view's catalogue. Only the texts change: the line's identity (sku and option values), quantity and
// price stay as they are.
import type { ProductDocument } from '../catalog-types.js';
import { buildConfigurableItemOptions, selectedOptionsOf } from '../catalog/variants.js';
import type { StoreCode } from '../store-views.js';
import type { CartItem } from './cart-types.js';

/** The lines whose texts are not in the store view's language (a line that never said counts as not). */
export const linesToRelabel = (items: readonly CartItem[], store: StoreCode): CartItem[] => items.filter((line) => line.store !== store);

/** The catalogue product a line is read from: the configurable parent for a configured line. */
export const productSkuOf = (line: CartItem): string => line.parentSku ?? line.sku;

/** The line with the product's name and option labels of `store`'s catalogue (`product` read in that store view). */
export function relabelLine(line: CartItem, product: ProductDocument, store: StoreCode): CartItem {
  const relabelled: CartItem = { ...line, name: product.name || line.name, store };
  const child = product.configurable_children?.find((c) => c.sku === line.sku);
  const options = line.product_option?.extension_attributes?.configurable_item_options;
  if (!child || !options) return relabelled;
  const fresh = buildConfigurableItemOptions(product.configurable_options, selectedOptionsOf(product, child));
  const labelled = options.map((option) => {
    const match = fresh.find((f) => String(f.option_id) === String(option.option_id) && String(f.option_value) === String(option.option_value));
    return match ? { ...option, label: match.label, value: match.value } : option;
  });
  return { ...relabelled, product_option: { ...line.product_option, extension_attributes: { ...line.product_option?.extension_attributes, configurable_item_options: labelled } } };
}
