// Starts the whole shop in-process for integration tests: embedded backends on a loopback port and the edge on a
// free port, both over real HTTP, on a temporary DATA_DIR with the demo catalogue.
//
// Generating the demo data is the slow part of a first start, so the files of one `vitest run` share one data
// directory (keyed by the vitest process); every later start in the run reuses it like a second `npm start` does.
// A test that needs a pristine shop asks for `fresh: true`.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../../server/config.js';
import { BACKEND_TOKEN_HEADER } from '../../../server/runtime/backend-token.js';
import { pagesFor, startShop, type RunningShop, type StartOptions } from '../../../server/main.js';

export interface TestShop {
  url: string;
  config: Readonly<Config>;
  shop: RunningShop;
  /** fetch relative to the shop's URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Extra environment settings (as strings, like the real environment). */
  env?: Record<string, string>;
  /** A data directory of its own, removed on close. */
  fresh?: boolean;
  /** Serve the pages too (the SSR plugin on the client build in dist/client: run `npm run build` first). */
  pages?: boolean;
  ssr?: StartOptions['ssr'];
}

const SHARED_PREFIX = 'shop-integration-';

/** The data directory shared by the files of this run; directories of finished runs are removed. */
export function sharedDataDir(): string {
  const runId = process.env.VITEST_POOL_ID !== undefined ? process.ppid : process.pid;
  const dir = path.join(os.tmpdir(), `${SHARED_PREFIX}${runId}`);
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(name.slice(SHARED_PREFIX.length));
    if (name.startsWith(SHARED_PREFIX) && pid !== runId && !isAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The settings a test shop runs with: loopback, a free port, no logs, and no PostgreSQL unless asked. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Readonly<Config> {
  return loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env });
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const dataDir = options.fresh ? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fresh-')) : sharedDataDir();
  const config = testConfig(dataDir, options.env);
  const ssr = options.ssr ?? (options.pages ? pagesFor(config) : undefined);
  const shop = await startShop(config, { logger: pino({ level: config.logLevel }), ssr });
  return {
    url: shop.url,
    config,
    shop,
    fetch: (pathname, init) => fetch(new URL(pathname, shop.url), init),
    async close() {
      await shop.close();
      if (options.fresh) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The header a direct call to the test shop's embedded backend tier needs (server/runtime/backend-token.ts). */
export function backendHeaders(shop: TestShop): Record<string, string> {
  return { [BACKEND_TOKEN_HEADER]: shop.shop.backends!.token };
}

/**
 * An address no other test uses. The files of a run share one database, and failed log-ins count per account for
 * 15 minutes: a test that probes a per-address limit with a fixed address would find it locked by earlier files.
 */
export function uniqueEmail(label: string): string {
  return `${label}-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;
}

/** A TCP port nothing listens on right now (for processes the test spawns itself). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Parsed JSON answers; tests read into them freely and assert what they expect. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** POSTs JSON and returns status and parsed body. */
export async function postJson(shop: TestShop, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const res = await shop.fetch(pathname, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** GETs and returns status and parsed JSON body. */
export async function getJson(shop: TestShop, pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await shop.fetch(pathname, { headers });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** The largest page the catalogue API serves (issue #13: size is capped at what the shop itself asks for). */
export const CATALOGUE_PAGE_SIZE = 50;

/**
 * Every item a catalogue listing query matches, read page by page (size is capped at 50), with the first page's
 * aggregations and total. `query` is the listing's querystring without size/from.
 */
export async function listAll(shop: TestShop, query: string): Promise<{ items: Json[]; total: number; aggregations?: Json }> {
  const items: Json[] = [];
  let first: Json | undefined;
  for (let from = 0; ; from += CATALOGUE_PAGE_SIZE) {
    const res = await getJson(shop, `/api/catalog/products?${query}&size=${CATALOGUE_PAGE_SIZE}&from=${from}`);
    if (res.status !== 200) throw new Error(`${query} from=${from}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    first ??= res.body.result;
    items.push(...(res.body.result.items as Json[]));
    if (res.body.result.items.length < CATALOGUE_PAGE_SIZE || items.length >= res.body.result.total) break;
  }
  return { ...first, items, total: first!.total };
}
