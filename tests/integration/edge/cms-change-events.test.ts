// CMS change events (issue #14 item 4): a CMS page changed through `_bulk` or by the catalogue command in another
// process publishes a change with the page's tag, and the edge drops what it cached of that page (by identifier, by
// id, the URL mapping that carries the page, and the rendered pages) within 2 s, with caches far longer than the test.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendHeaders, getJson, postJson, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const LONG_TTL = '3600';
const TOKEN = 'cms-events-secret';
const COHERENT_WITHIN_MS = 2000;
/** The legal page (id 1, identifier `legal`) in the German store view (store id 3). */
const PAGE_ID = '1';

let shop: TestShop;
let cmsIndex: string;

beforeAll(async () => {
  // The pages too (run `npm run build` first), cached as long as the rest.
  shop = await startTestShop({ fresh: true, pages: true, env: { CACHE_TTL_CMS: LONG_TTL, CACHE_TTL_URL_MAP: LONG_TTL, CACHE_TTL_HTML: LONG_TTL, ADMIN_TOKEN: TOKEN } });
  cmsIndex = `${shop.config.catalogIndex}_de_cms_page`;
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

/** The <h1> of a rendered page. */
async function heading(pathname: string): Promise<string> {
  const res = await shop.fetch(pathname);
  expect(res.status).toBe(200);
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '';
}

/** The page's title as the edge answers it: by identifier, by id, through the URL mapping, and its two pages. */
async function titles(): Promise<string[]> {
  const byIdentifier = await getJson(shop, '/api/ext/cms-data/cmsPageIdentifier/legal/storeId/3');
  const byId = await getJson(shop, `/api/ext/cms-data/cmsPage/${PAGE_ID}?store=de`);
  const mapped = await postJson(shop, '/api/url/map', { url: '/de/legal', store: 'de' });
  return [byIdentifier.body.result?.title, byId.body.result?.title, mapped.body.result?._source?.title, await heading('/de/legal'), await heading('/de/i/legal')] as string[];
}

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms (by identifier, by id, mapped, /de/legal, /de/i/legal: ${lastSeen.join(' | ')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

let lastSeen: string[] = [];
const allAre = (title: string) => async () => (lastSeen = await titles()).every((t) => t === title);

describe('CMS change events', () => {
  it('a CMS page changed through _bulk is served new by identifier, by id, through the URL mapping and on its cached pages within 2 s', async () => {
    expect(await titles()).toEqual(Array(5).fill('Rechtliches'));
    // Cached now: the answers stay as they are until a change says otherwise.
    expect(await titles()).toEqual(Array(5).fill('Rechtliches'));
    // The rendered pages come from the edge's cache (after its first subscription has dropped what it held).
    await within(COHERENT_WITHIN_MS, async () => {
      const [mapped, routed] = await Promise.all([shop.fetch('/de/legal'), shop.fetch('/de/i/legal')]);
      await Promise.all([mapped.arrayBuffer(), routed.arrayBuffer()]);
      return mapped.headers.get('x-cache') === 'HIT' && routed.headers.get('x-cache') === 'HIT';
    });
    const res = await fetch(new URL('/_bulk', shop.shop.backends!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}`, ...backendHeaders(shop) },
      body: `${JSON.stringify({ update: { _index: cmsIndex, _id: PAGE_ID } })}\n${JSON.stringify({ doc: { title: 'Rechtliches (neu)', content_heading: 'Rechtliches (neu)' } })}\n`,
    });
    expect(((await res.json()) as Json).errors).toBe(false);
    const tookMs = await within(COHERENT_WITHIN_MS, allAre('Rechtliches (neu)'));
    console.info(`CMS change through _bulk served after ${tookMs} ms`);
  });

  it('a CMS page changed by the catalogue command in another process is served new within 2 s', async () => {
    await titles();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-import-')), 'cms.ndjson');
    fs.writeFileSync(file, `${JSON.stringify({ update: { _index: cmsIndex, _id: PAGE_ID } })}\n${JSON.stringify({ doc: { title: 'Rechtliche Hinweise', content_heading: 'Rechtliche Hinweise' } })}\n`);
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/catalog.ts', 'import', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: shop.config.dataDir, DATABASE_URL: '', CATALOG_INDEX: shop.config.catalogIndex },
    });
    expect(stderr).toContain('updated 1');
    const tookMs = await within(COHERENT_WITHIN_MS, allAre('Rechtliche Hinweise'));
    console.info(`CMS change by the catalogue command served after ${tookMs} ms`);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
