// What an uncached page weighs as HTML: bytes (and brotli at quality 4, as the edge compresses a page it renders),
// elements (start tags outside script/style content: what the browser's parser creates), the inline <svg> markup,
// the hydration data and the react-router <Link>s (data-discover) hydration will run. Asks a running shop.
//
//   npx tsx bench/page-weight.ts http://127.0.0.1:4450 [path ...]     (default: /, /men and a product page)
//
// A page with deferred parts (home's carousels, a product's similar products) is streamed when they are not ready
// in time, which adds React's completion scripts: each page is asked for SAMPLES (default 5) times and the sample
// of median size is shown.
import { brotliCompressSync, constants } from 'node:zlib';
import { samplePagePaths } from './scenarios/pages.js';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const given = process.argv.slice(3);

/** Start tags the HTML parser turns into elements: every '<name' outside the raw text of <script> and <style>. */
export function countElements(html: string): number {
  const outsideRawText = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return outsideRawText.match(/<[a-zA-Z]/g)?.length ?? 0;
}

function weigh(html: string) {
  const svgs = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  // The data block (id="hydration-data") or, before it, the script assigning window.__staticRouterHydrationData.
  const hydration = /<script[^>]*(?:id="hydration-data"[^>]*>|>window\.__staticRouterHydrationData)[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
  return {
    bytes: Buffer.byteLength(html),
    brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    elements: countElements(html),
    svgs: svgs.length,
    svgBytes: svgs.reduce((sum, svg) => sum + Buffer.byteLength(svg), 0),
    svgElements: svgs.reduce((sum, svg) => sum + countElements(svg), 0),
    hydrationBytes: Buffer.byteLength(hydration),
    routerLinks: html.match(/<a [^>]*data-discover="true"/g)?.length ?? 0,
  };
}

const paths = given.length > 0 ? given : await samplePagePaths(base).then((s) => ['/', s.category, s.product]);
const samples = Number(process.env.SAMPLES ?? 5);
for (const path of paths) {
  const weights: ReturnType<typeof weigh>[] = [];
  for (let i = 0; i < samples; i++) {
    const response = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'identity' } });
    weights.push(weigh(await response.text()));
  }
  const w = weights.sort((a, b) => a.bytes - b.bytes)[Math.floor(samples / 2)];
  console.log(
    `${path.padEnd(62)} ${(w.bytes / 1024).toFixed(1)} KB (br ${(w.brotli / 1024).toFixed(1)} KB), ${w.elements} elements; inline svg ${w.svgs} ` +
      `(${(w.svgBytes / 1024).toFixed(1)} KB, ${w.svgElements} elements); hydration data ${(w.hydrationBytes / 1024).toFixed(1)} KB; router links ${w.routerLinks}`,
  );
}
