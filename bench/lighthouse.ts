// npm run bench:lighthouse — Lighthouse (npm `lighthouse`, fetched by npx on first use; mobile preset) on Debian's
// Chromium for the home, a category and a product page of a production build with the embedded backends. Prints the
// four category scores per page and the audits that cost points; raw reports go to bench/results/lighthouse-*.json.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { saveResults, startShop } from './harness.js';
import { samplePagePaths } from './scenarios/pages.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
}

function runLighthouse(url: string, name: string): LighthouseReport {
  const output = `bench/results/lighthouse-${name}.json`;
  const args = ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`];
  const run = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** Audits with weight that did not score full marks, worst first. */
function lostPoints(report: LighthouseReport): string[] {
  return CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${report.audits[ref.id].title}${report.audits[ref.id].displayValue ? ` (${report.audits[ref.id].displayValue})` : ''}`),
  );
}

async function main(): Promise<void> {
  const shop = await startShop({ port: 4903, dataDir: 'data/bench' });
  try {
    const paths = await samplePagePaths(shop.url);
    const pages = { home: '/', category: paths.category, product: paths.product };
    const scores: Record<string, Record<string, number>> = {};
    for (const [name, path] of Object.entries(pages)) {
      await fetch(shop.url + path); // warm the HTML cache like a visited page
      const report = runLighthouse(shop.url + path, name);
      scores[name] = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]));
      console.log(`\n${name} (${path}): ${CATEGORIES.map((c) => `${c} ${scores[name][c]}`).join(', ')}`);
      for (const line of lostPoints(report)) console.log(`  - ${line}`);
    }
    console.log('\n| page | performance | accessibility | best practices | SEO |\n|---|---:|---:|---:|---:|');
    for (const [name, s] of Object.entries(scores)) console.log(`| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`);
    saveResults('lighthouse.json', { pages, scores });
  } finally {
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
