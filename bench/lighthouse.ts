// npm run bench:lighthouse [-- --runs 3 --url http://127.0.0.1:5602]
// Lighthouse (npm `lighthouse`, fetched by npx on first use; mobile preset) on Debian's Chromium for the home, a
// category, a product, a search results and the checkout page of a production build with the embedded backends.
// Each page runs `--runs` times (3 by default); prints the medians of the four category scores and of the metrics,
// the audits that cost points, and the machine's load average (os.loadavg) before each run, because Lighthouse's
// Total Blocking Time is simulated from the tasks observed on this machine and load inflates it (issue #16).
// Without --url it builds the client when missing and starts its own shop on BENCH_PORT (4903).
// Raw reports go to bench/results/lighthouse-<page>-<run>.json, the summary to bench/results/lighthouse.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { saveResults, startShop, type ShopProcess } from './harness.js';
import { samplePagePaths } from './scenarios/pages.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RESULTS_DIR = 'bench/results';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift', SI: 'speed-index' } as const;
/** A query the demo catalogue answers with a full page of results. */
const SEARCH_PATH = '/search?q=sneaker';

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string; numericValue?: number }>;
}

interface RunFigures {
  load1: number;
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ensureBuild(): void {
  if (existsSync('dist/client/manifest.json')) return;
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
}

function runLighthouse(url: string, output: string): LighthouseReport {
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  let run = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (run.status !== 0) {
    // Lighthouse sometimes loses Chromium's trace (NO_NAVSTART): that run measured nothing, so it is run again
    // once (and said so) rather than ending the whole bench.
    console.log(`  lighthouse failed on ${url}; running it again once`);
    run = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  }
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** Audits with weight that did not score full marks. */
function lostPoints(report: LighthouseReport): string[] {
  return CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${report.audits[ref.id].title}${report.audits[ref.id].displayValue ? ` (${report.audits[ref.id].displayValue})` : ''}`),
  );
}

function figures(report: LighthouseReport, load1: number): RunFigures {
  return {
    load1,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)])),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, report.audits[id]?.numericValue ?? NaN])),
  };
}

function formatMetric(name: string, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  if (name === 'TBT') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be an integer from 1 to 20');
  // Lighthouse writes its report itself: the folder must exist on a fresh clone.
  mkdirSync(RESULTS_DIR, { recursive: true });
  let shop: ShopProcess | null = null;
  let baseUrl = option('url');
  if (!baseUrl) {
    ensureBuild();
    shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 4903), dataDir: 'data/bench' });
    baseUrl = shop.url;
  }
  try {
    const paths = await samplePagePaths(baseUrl);
    const pages = { home: '/', category: paths.category, product: paths.product, search: SEARCH_PATH, checkout: '/checkout' };
    const results: Record<string, RunFigures[]> = {};
    for (const [name, path] of Object.entries(pages)) {
      // Warm the HTML cache like a visited page. Again on a connection error: pooled connections may be ones the
      // shop closed as idle while Lighthouse ran ("other side closed", seen after the category and the home runs).
      await warm(baseUrl + path);
      results[name] = [];
      for (let run = 1; run <= runs; run++) {
        const load1 = loadavg()[0];
        const report = runLighthouse(baseUrl + path, `${RESULTS_DIR}/lighthouse-${name}-${run}.json`);
        const figure = figures(report, load1);
        results[name].push(figure);
        console.log(`${name} (${path}) run ${run}, load ${load1.toFixed(2)}: ${CATEGORIES.map((c) => `${c} ${figure.scores[c]}`).join(', ')}; TBT ${Math.round(figure.metrics.TBT)} ms`);
        if (run === runs) for (const line of lostPoints(report)) console.log(`  - ${line}`);
      }
    }
    const names = Object.keys(METRICS);
    console.log(`\nMedians of ${runs} runs; load average (1 min) before each run\n`);
    console.log(`| page | performance | accessibility | best practices | SEO | ${names.join(' | ')} | performance per run | load |`);
    console.log(`|---|---:|---:|---:|---:|${names.map(() => '---:|').join('')}---|---|`);
    const summary: Record<string, unknown> = {};
    for (const [name, list] of Object.entries(results)) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((f) => f.scores[c]))]));
      const metrics = Object.fromEntries(names.map((m) => [m, median(list.map((f) => f.metrics[m]))]));
      const perRun = list.map((f) => f.scores.performance).join(', ');
      const loads = list.map((f) => f.load1.toFixed(1)).join(', ');
      console.log(`| ${name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${names.map((m) => formatMetric(m, metrics[m])).join(' | ')} | ${perRun} | ${loads} |`);
      summary[name] = { path: pages[name as keyof typeof pages], median: { scores, metrics }, runs: list };
    }
    console.log(`\nload average now: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    saveResults('lighthouse.json', { runs, pages: summary });
  } finally {
    await shop?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** GETs a page to fill the shop's HTML cache, up to three times: each failure drops one stale pooled connection. */
async function warm(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
