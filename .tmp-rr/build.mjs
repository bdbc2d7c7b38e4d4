import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
const pure = process.argv[2] === 'pure';
const plugin = { name: 'pure', setup(b) { b.onLoad({ filter: /react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => {
  let src = await readFile(args.path, 'utf8');
  if (pure) src = src.replace(/(=\s*)(React\d*\.createContext\()/g, '$1/* @__PURE__ */ $2');
  return { contents: src, loader: 'js' };
}); } };
const r = await build({ entryPoints: ['.tmp-rr/a.tsx'], bundle: true, minify: true, format: 'esm', write: false, external: ['react', 'react-dom'], define: { 'process.env.NODE_ENV': '"production"' }, plugins: [plugin], metafile: true });
const { gzipSync } = await import('node:zlib');
const out = r.outputFiles[0].contents;
console.log(pure ? 'pure' : 'plain', out.length, gzipSync(out, { level: 9 }).length);
