// Page scenarios (issues 2 and 3): home, category and product SSR served warm from the rendered-HTML cache and
// rendered on demand, side by side with the ceiling: a static HTML file of the home page's size, served by the same Fastify process from the
// precompressed assets folder. A page URL for each kind is taken from the running shop.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { CategoryDocument, ProductDocument } from '../../shared/catalog-types.js';
import { categoryPath, productPath } from '../../shared/routing/urls.js';
import { load, type LoadResult } from '../harness.js';

export const STATIC_CEILING_FILE = 'bench-ceiling.html';

/** Writes the home page's HTML (and its .gz/.br) among the hashed assets, so /assets/ serves it like a static file. */
export async function writeStaticCeiling(baseUrl: string, clientDir: string): Promise<{ path: string; bytes: number }> {
  const html = Buffer.from(await (await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const file = path.join(clientDir, 'assets', STATIC_CEILING_FILE);
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  return { path: `/assets/${STATIC_CEILING_FILE}`, bytes: html.length };
}

/** A level-2 category with products (as the menu shows it) and the first product of its listing. */
export async function samplePagePaths(baseUrl: string): Promise<{ category: string; product: string; categoryId: number }> {
  const categories = (await (await fetch(`${baseUrl}/api/catalog/categories?store=main&level=2`)).json()) as { result: CategoryDocument[] };
  const category = categories.result.find((c) => c.is_active && (c.product_count ?? 0) > 0);
  if (!category) throw new Error('no level-2 category with products');
  const listing = (await (await fetch(`${baseUrl}/api/catalog/products?store=main&category=${category.id}&size=1`)).json()) as { result: { items: ProductDocument[] } };
  const product = listing.result.items[0];
  if (!product) throw new Error(`category ${category.id} lists no product`);
  return { category: categoryPath(category), product: productPath(product), categoryId: category.id };
}

/**
 * Rows: the ceiling, then each page warm from the HTML cache (what shoppers get) and rendered on demand by a shop
 * without the HTML cache (what a miss costs; its catalogue reads stay cached as in production).
 */
export async function runPageScenarios(baseUrl: string, renderUrl: string, clientDir: string, connections: number, duration: number): Promise<{ rows: LoadResult[]; ceilingBytes: number; paths: { home: string; category: string; product: string; categoryId: number; ceiling: string } }> {
  const ceiling = await writeStaticCeiling(baseUrl, clientDir);
  const paths = { home: '/', ...(await samplePagePaths(baseUrl)), ceiling: ceiling.path };
  const rows = [await load(`static ceiling (${ceiling.path}, ${Math.round(ceiling.bytes / 1024)} KB, @fastify/static precompressed)`, baseUrl + ceiling.path, { connections, duration })];
  for (const kind of ['home', 'category', 'product'] as const) {
    rows.push(await load(`${kind} page SSR, warm HTML cache (${paths[kind]})`, baseUrl + paths[kind], { connections, duration }));
    rows.push(await load(`${kind} page SSR, rendered on demand (HTML cache off)`, renderUrl + paths[kind], { connections, duration }));
  }
  return { rows, ceilingBytes: ceiling.bytes, paths };
}
