// What an uncached page weighs as HTML: bytes, elements (start tags outside script/style content, i.e. what the
// browser's parser creates), the inline <svg> markup, the icon sprite and the hydration data. Asks a running shop.
//
//   npx tsx bench/page-weight.ts http://127.0.0.1:4450 [path ...]     (default: /, /men and a product page)
import { samplePagePaths } from './scenarios/pages.js';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const given = process.argv.slice(3);

/** Start tags the HTML parser turns into elements: every '<name' outside the raw text of <script> and <style>. */
export function countElements(html: string): number {
  const outsideRawText = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return outsideRawText.match(/<[a-zA-Z]/g)?.length ?? 0;
}

function weigh(html: string) {
  const sprite = /<svg id="icon-sprite"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
  const withoutSprite = html.replace(sprite, '');
  const svgs = withoutSprite.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  const hydration = /<script[^>]*(?:hydration-data|__staticRouterHydrationData)[\s\S]*?<\/script>/.exec(html)?.[0] ?? '';
  return {
    bytes: Buffer.byteLength(html),
    elements: countElements(html),
    svgs: svgs.length,
    svgBytes: svgs.reduce((sum, svg) => sum + Buffer.byteLength(svg), 0),
    svgElements: svgs.reduce((sum, svg) => sum + countElements(svg), 0),
    spriteBytes: Buffer.byteLength(sprite),
    spriteElements: countElements(sprite),
    hydrationBytes: Buffer.byteLength(hydration),
  };
}

const paths = given.length > 0 ? given : await samplePagePaths(base).then((s) => ['/', s.category, s.product]);
for (const path of paths) {
  const response = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'identity' } });
  const w = weigh(await response.text());
  console.log(
    `${path.padEnd(62)} ${(w.bytes / 1024).toFixed(1)} KB, ${w.elements} elements; inline svg ${w.svgs} (${(w.svgBytes / 1024).toFixed(1)} KB, ${w.svgElements} elements); ` +
      `sprite ${(w.spriteBytes / 1024).toFixed(1)} KB (${w.spriteElements} elements); hydration data ${(w.hydrationBytes / 1024).toFixed(1)} KB`,
  );
}
