// What a product card says about colour (issue #12 item 17). Most models are one product per colour with the same
// name (Albert Oxford in five colours), so a card names its colour to tell them apart; a product offering several
// colours says how many. From the product's configurable colour option (labels in the store view's language).
import type { ProductDocument } from '../catalog-types.js';

export type CardColour = { kind: 'one'; label: string } | { kind: 'several'; count: number };

type WithOptions = Pick<ProductDocument, 'configurable_options'>;

/** The colour line of a card; null for a product without a colour option (accessories name theirs in the name). */
export function cardColour(product: WithOptions): CardColour | null {
  const option = product.configurable_options?.find((o) => o.attribute_code === 'color');
  const labels = [...new Set((option?.values ?? []).map((value) => value.label?.trim()).filter((label): label is string => Boolean(label)))];
  if (labels.length === 0) return null;
  return labels.length === 1 ? { kind: 'one', label: labels[0] } : { kind: 'several', count: labels.length };
}
