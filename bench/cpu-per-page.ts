// CPU time per page rendered on demand (HTML cache off, catalogue reads cached as on a production cache miss),
// measured in one process through Fastify's inject: no sockets, no load generator, so other work on the machine
// disturbs it far less than req/s. Other processes only ever add time, so batches are timed separately and the
// quickest batch and the median are shown. process.cpuUsage() counts every thread (compression runs in libuv's).
//
//   node --import tsx bench/cpu-per-page.ts [batches=10] [pagesPerBatch=30] [accept-encoding='gzip, br']
//   CACHE_TTL_HTML=30 node --import tsx bench/cpu-per-page.ts     # cache misses that also fill the HTML cache
//
// Needs the client build (dist/client); DATA_DIR defaults to data/bench-cpu (created and seeded on first use),
// PORT to 4905 (the shop listens there; only the sample page paths are looked up through it).
import type { LightMyRequestResponse } from 'fastify';

process.env.NODE_ENV = 'production';
// HTML cache off by default; with CACHE_TTL_HTML set, every page asked for gets its own URL (?miss=n), so each is a
// cache miss that also compresses the page for keeping.
const htmlCacheOn = Number(process.env.CACHE_TTL_HTML ?? 0) > 0;
process.env.CACHE_TTL_HTML ??= '0';
process.env.DATA_DIR ??= 'data/bench-cpu';
process.env.LOG_LEVEL ??= 'warn';
process.env.PORT ??= '4905';
process.env.HOST ??= '127.0.0.1';
process.env.RATE_LIMIT_PER_MINUTE = '1000000';

// Imported after NODE_ENV is set: React picks its production build when first loaded.
const { loadConfig } = await import('../server/config.js');
const { startShop, pagesFor } = await import('../server/main.js');
const { samplePagePaths } = await import('./scenarios/pages.js');
const { pino } = await import('pino');

const batches = Number(process.argv[2] ?? 10);
const perBatch = Number(process.argv[3] ?? 30);
const acceptEncoding = process.argv[4] ?? 'gzip, br';

const config = loadConfig();
const shop = await startShop(config, { logger: pino({ level: 'warn' }), ssr: pagesFor(config) });
const samples = await samplePagePaths(shop.url);
const pages = { home: '/', category: samples.category, product: samples.product };

let misses = 0;
async function render(path: string): Promise<LightMyRequestResponse> {
  const url = htmlCacheOn ? `${path}${path.includes('?') ? '&' : '?'}miss=${(misses += 1)}` : path;
  const response = await shop.edge.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
  if (htmlCacheOn && response.headers['x-cache'] === 'HIT') throw new Error(`${url} came from the HTML cache`);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return response;
}

const only = process.env.PAGES?.split(',');
for (const [name, url] of Object.entries(pages).filter(([page]) => !only || only.includes(page))) {
  for (let i = 0; i < 50; i++) await render(url); // warm up: JIT, catalogue cache
  const perPage: number[] = [];
  let bytes = 0;
  for (let b = 0; b < batches; b++) {
    const start = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) bytes = (await render(url)).rawPayload.length;
    const used = process.cpuUsage(start);
    perPage.push((used.user + used.system) / 1000 / perBatch);
  }
  perPage.sort((a, b) => a - b);
  const median = perPage[Math.floor(perPage.length / 2)];
  console.log(`${name.padEnd(9)} ${url.padEnd(62)} CPU ms/page: quickest batch ${perPage[0].toFixed(2)}, median ${median.toFixed(2)}; ${bytes} bytes (${acceptEncoding})`);
}
await shop.close();
process.exit(0);
