// Where the generated pictures live. Documents hold URLs under /img/ (the edge serves DATA_DIR/images there);
// writeDemoImages writes the same names below its target directory.
import type { ShoeShape } from '../catalogue/attribute-options.js';

export type ProductView = 'side' | 'pair';

export const IMAGE_URL_PREFIX = '/img';

export function shoeImageFile(shape: ShoeShape, colourKey: string, view: ProductView): string {
  return `product/${shape}-${colourKey}${view === 'pair' ? '-pair' : ''}.svg`;
}

export function accessoryImageFile(kind: string, colourKey?: string): string {
  return `product/${kind}${colourKey ? `-${colourKey}` : ''}.svg`;
}

export function bannerImageFile(name: string): string {
  return `banner/${name}.svg`;
}

export function imageUrl(file: string): string {
  return `${IMAGE_URL_PREFIX}/${file}`;
}
