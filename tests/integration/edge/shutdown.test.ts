// `tsx server/main.ts` as ops run it: it starts on a temporary data dir and port, answers, and on SIGTERM closes
// gracefully and exits 0. A bad setting stops it with exit 1 and a message naming the variable, without a stack.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BACKEND_TOKEN_HEADER } from '../../../server/runtime/backend-token.js';
import { freePort, sharedDataDir } from '../helpers/start-app.js';

function runMain(env: Record<string, string>, entry = 'server/main.ts') {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, deadlineMs: number, healthPath = '/healthz', headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}${healthPath}`, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop did not come up');
}

describe('server/main.ts', () => {
  it('closes gracefully on SIGTERM and exits 0', async () => {
    const port = await freePort();
    const run = runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: sharedDataDir() });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, 90_000);
    expect((await fetch(`${url}/api/catalog/products?size=1`)).status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('closed');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 120_000);

  it('stops with exit 1 and names the variable when a setting is wrong', async () => {
    const run = runMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT must be a whole number');
    expect(run.output()).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe('server/backend/main.ts (npm run serve:backend, as docker-compose runs the backend tier)', () => {
  it('serves the catalogue index on BACKEND_PORT and closes gracefully on SIGTERM', async () => {
    const port = await freePort();
    // Every route of the backend tier, its health too, answers only callers holding the tier's token.
    const token = 'shutdown-test-backend-token-0123456789';
    const headers = { [BACKEND_TOKEN_HEADER]: token };
    const run = runMain({ BACKEND_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: sharedDataDir(), BACKEND_TOKEN: token }, 'server/backend/main.ts');
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, 90_000, '/_cluster/health', headers);
    expect((await fetch(`${url}/_cluster/health`)).status).toBe(401);
    const health = (await (await fetch(`${url}/_cluster/health`, { headers })).json()) as { status: string };
    expect(health.status).toMatch(/green|yellow/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('closed');
  }, 120_000);
});
