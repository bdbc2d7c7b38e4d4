// Starts tests/support/shop-process.ts as a child process (node --import tsx --expose-gc) on a copy of the
// integration tests' shared demo data, and talks to it over IPC: its URL, its routes, its memory, whether it is
// still alive. The copy keeps what a test writes (customers, carts, reviews …) out of the other tests' data.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SQLITE_FILE_NAME } from '../../server/db/database.js';
import { sharedDataDir, startTestShop } from '../integration/helpers/start-app.js';
import type { ChildMessage, MemoryReport, RouteDescription } from './shop-process.js';

export interface ShopChild {
  url: string;
  backendUrl: string;
  routes: RouteDescription[];
  /** Memory after a full garbage collection in the child. */
  memory(): Promise<MemoryReport>;
  /** False once the process ended (a crash). */
  alive(): boolean;
  close(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./shop-process.ts', import.meta.url));

/** A private data directory holding a copy of the shared demo database (made by a first in-process start). */
async function copyOfDemoData(): Promise<string> {
  const shared = sharedDataDir();
  if (!fs.existsSync(path.join(shared, SQLITE_FILE_NAME))) await (await startTestShop()).close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-child-'));
  const db = new (await import('better-sqlite3')).default(path.join(shared, SQLITE_FILE_NAME), { readonly: true });
  await db.backup(path.join(dir, SQLITE_FILE_NAME));
  db.close();
  fs.symlinkSync(path.join(shared, 'images'), path.join(dir, 'images'));
  return dir;
}

export async function startShopChild(env: Record<string, string> = {}): Promise<ShopChild> {
  const dataDir = await copyOfDemoData();
  const shopEnv = { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', ...env };
  const child: ChildProcess = fork(SCRIPT, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, NODE_ENV: 'production', SHOP_ENV: JSON.stringify(shopEnv) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const ready = await new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the shop process ended during its start (exit ${code})`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message);
    });
  });
  return {
    url: ready.url,
    backendUrl: ready.backendUrl,
    routes: ready.routes,
    alive: () => !exited,
    memory: () =>
      new Promise((resolve) => {
        const listener = (message: ChildMessage) => {
          if (message.type !== 'memory') return;
          child.off('message', listener);
          resolve(message.report);
        };
        child.on('message', listener);
        child.send({ type: 'memory' });
      }),
    async close() {
      if (!exited) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
