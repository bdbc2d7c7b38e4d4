// The product page's "additional information" (spec 01 §1 "Products carry colour, size, make, last and outsole
// attributes", §3 display attributes): label and value pairs in a fixed order, from the document and, for the
// attributes stored as option ids (make, last, outsole, type), from the attribute option labels when known.
import type { ProductDocument } from '../catalog-types.js';

export interface ProductDetail {
  /** English label, a translation key. */
  label: string;
  value: string;
}

/** Option labels by attribute code and option id (value), in the store view's language. */
export type AttributeLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const OPTION_ATTRIBUTES: readonly { code: 'hf_shoe_make' | 'hf_shoe_last' | 'hf_shoe_outsole' | 'hf_shoe_type'; label: string }[] = [
  { code: 'hf_shoe_type', label: 'Type' },
  { code: 'hf_shoe_make', label: 'Construction' },
  { code: 'hf_shoe_last', label: 'Last' },
  { code: 'hf_shoe_outsole', label: 'Outsole' },
];

export function productDetails(product: Pick<ProductDocument, 'hf_color' | 'hf_shoe_size' | 'hf_shoe_make' | 'hf_shoe_last' | 'hf_shoe_outsole' | 'hf_shoe_type' | 'sku'>, brand: string | null, labels: AttributeLabels = {}): ProductDetail[] {
  const details: ProductDetail[] = [];
  if (brand) details.push({ label: 'Manufacturer', value: brand });
  if (product.hf_color?.trim()) details.push({ label: 'Colour', value: product.hf_color.trim() });
  if (product.hf_shoe_size?.trim()) details.push({ label: 'Sizes', value: product.hf_shoe_size.trim() });
  for (const { code, label } of OPTION_ATTRIBUTES) {
    const id = product[code];
    const text = id === undefined || id === null ? undefined : labels[code]?.[String(id)];
    // An option id without its label means nothing to a shopper: the row is left out.
    if (text?.trim()) details.push({ label, value: text.trim() });
  }
  details.push({ label: 'Item number', value: product.sku });
  return details;
}

/** The label maps of productDetails from the catalogue's attribute metadata (a listing's attributeMetadata). */
export function attributeLabelsFrom(metadata: readonly { attribute_code: string; options: readonly { value: string; label: string }[] }[] | undefined): AttributeLabels {
  const labels: Record<string, Record<string, string>> = {};
  for (const attribute of metadata ?? []) labels[attribute.attribute_code] = Object.fromEntries(attribute.options.map((o) => [String(o.value), o.label]));
  return labels;
}
