// Generated pictures: every /img/ URL in the documents has a file, files are small SVGs and the same every run.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_CODES } from '../../../shared/store-views.js';
import { generateDemoCatalogue } from '../../../server/demo-catalogue/generate.js';
import { renderDemoImages, writeDemoImages } from '../../../server/demo-catalogue/images.js';

const images = renderDemoImages();

function referencedImages(): Set<string> {
  const catalogue = generateDemoCatalogue();
  const urls = new Set<string>();
  for (const store of STORE_CODES) {
    for (const p of catalogue[store].product) {
      urls.add(p.image);
      for (const entry of p.media_gallery) urls.add(entry.image);
      for (const child of p.configurable_children ?? []) if (child.image) urls.add(child.image);
    }
    for (const c of catalogue[store].category) if (c.menu_aside_banner) urls.add(c.menu_aside_banner.image);
    for (const block of catalogue[store].cms_block) for (const m of block.content.matchAll(/\/img\/[a-z0-9/-]+\.svg/g)) urls.add(m[0]);
  }
  return urls;
}

describe('demo images', () => {
  it('has a picture for every image URL the documents use', () => {
    const missing = [...referencedImages()].filter((url) => !images.has(url.replace(/^\/img\//, '')));
    expect(missing).toEqual([]);
  });

  it('draws small, complete SVG files', () => {
    for (const [file, svg] of images) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(svg.endsWith('</svg>'), file).toBe(true);
      expect(Buffer.byteLength(svg), file).toBeLessThan(4096);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('draws one side view and one pair view per shoe shape and colour in use', () => {
    const shoes = [...images.keys()].filter((f) => f.startsWith('product/') && !f.endsWith('-pair.svg') && images.has(f.replace('.svg', '-pair.svg')));
    expect(shoes.length).toBeGreaterThan(40);
  });

  it('renders the same files on every run and writes them all', async () => {
    expect([...renderDemoImages()]).toEqual([...images]);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-images-'));
    try {
      const { count } = await writeDemoImages(dir);
      const written = (await readdir(path.join(dir, 'product'))).length + (await readdir(path.join(dir, 'banner'))).length;
      expect(count).toBe(images.size);
      expect(written).toBe(count);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
