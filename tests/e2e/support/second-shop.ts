// A second shop for the end-to-end tests that need other settings (Payone configured against the local stand-in):
// started as its own process on a fresh data directory, like the Playwright config starts the first one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface SecondShop {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second shop exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The second shop did not answer ${url}/healthz within ${timeoutMs} ms`);
}

export async function startSecondShop(port: number, env: Record<string, string>, timeoutMs = 180_000): Promise<SecondShop> {
  const dataDir = `./data/e2e-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
