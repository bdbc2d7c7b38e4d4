// Writes the generated pictures the demo catalogue refers to: shoes (every shape × colour in use, as a side view
// and as a pair), accessories and banners. Names match the /img/... URLs in the documents; output is the same on
// every run. writeDemoImages(dir) fills dir/product and dir/banner.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accessorySvg } from './art/accessory-svg.js';
import { BANNERS, bannerSvg } from './art/banner-svg.js';
import { accessoryImageFile, bannerImageFile, shoeImageFile } from './art/image-paths.js';
import { productShoeSvg } from './art/shoe-svg.js';
import { ACCESSORIES } from './catalogue/accessory-defs.js';
import { planShoeProducts } from './catalogue/shoe-plans.js';
import { materialOf } from './catalogue/shoe-texts.js';

/** Every generated picture as file name (relative to the images directory) → SVG text. */
export function renderDemoImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const plan of planShoeProducts()) {
    const shape = plan.model.type.shape;
    for (const colour of plan.colours) {
      const leather = { hex: colour.hex, material: materialOf(plan.model, colour) };
      for (const view of ['side', 'pair'] as const) {
        const file = shoeImageFile(shape, colour.key, view);
        if (!files.has(file)) files.set(file, productShoeSvg(shape, leather, view));
      }
    }
  }
  for (const def of ACCESSORIES) {
    for (const variant of def.variants ?? [undefined]) files.set(accessoryImageFile(def.art, variant?.key), accessorySvg(def.art, variant?.key));
  }
  files.set(accessoryImageFile('polish', 'trio'), accessorySvg('polish', 'trio'));
  files.set(accessoryImageFile('care-set'), accessorySvg('care-set'));
  for (const [name, spec] of Object.entries(BANNERS)) files.set(bannerImageFile(name), bannerSvg(spec));
  return files;
}

export async function writeDemoImages(dir: string): Promise<{ count: number }> {
  const files = renderDemoImages();
  await Promise.all(['product', 'banner'].map((sub) => mkdir(path.join(dir, sub), { recursive: true })));
  await Promise.all([...files].map(([file, svg]) => writeFile(path.join(dir, file), svg)));
  return { count: files.size };
}
