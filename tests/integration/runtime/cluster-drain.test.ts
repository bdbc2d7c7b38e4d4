// The default one-machine shop (`node dist/server/main.js`: edge workers, the embedded backends in the primary) on
// SIGTERM: every page a shopper had asked for before the signal is answered in full, and the process exits 0. The
// workers take every connection already opened before they stop listening (with node's round robin the primary
// reset those still waiting for a worker), and the backends in the primary stop only after the workers. Uncached
// search pages, so each one asks the backends while the shop drains; three rounds, as a deploy is not one event.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, sharedDataDir } from '../helpers/start-app.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUILT = fs.existsSync(path.join(ROOT, 'dist/server/main.js')) && fs.existsSync(path.join(ROOT, 'dist/client/manifest.json'));
const PAGES = 60;
const ROUNDS = 3;

async function waitForReady(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the shop did not come up');
}

/**
 * One page on a connection of its own, as many shoppers' browsers are. `sent` resolves once the request is written:
 * the signal comes only after every page has been asked for. The outcome is 'ok' when the page came whole.
 */
function page(port: number, path: string): { sent: Promise<void>; outcome: Promise<string> } {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const outcome = new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`, () => markSent()));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (markSent(), resolve(`error ${error.code ?? error.message}`)));
    socket.on('close', () => resolve(!answer.startsWith('HTTP/1.1 200') ? `answer ${answer.slice(0, 12) || 'none'}` : answer.trimEnd().endsWith('</html>') ? 'ok' : 'cut short'));
  });
  return { sent, outcome };
}

describe.skipIf(!BUILT)('the default shop (edge workers, backends in the primary) on SIGTERM', () => {
  it(
    `answers every page asked for before the signal in full and exits 0 (${ROUNDS} rounds of ${PAGES} uncached pages)`,
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const port = await freePort();
        const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
          env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: 'json', SHUTDOWN_TIMEOUT_MS: '30000', HOST: '127.0.0.1', PORT: String(port), WORKERS: '2', DATA_DIR: sharedDataDir() },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        const url = `http://127.0.0.1:${port}`;
        await waitForReady(url, 90_000);
        // Both workers take connections before the signal comes.
        while (output.split(`Server listening at ${url}`).length - 1 < 2) await new Promise((resolve) => setTimeout(resolve, 100));
        const asked = Array.from({ length: PAGES }, (_, i) => page(port, `/search?q=${['boot', 'shoe', 'sandal', 'sneaker'][i % 4]}${round}x${i}`));
        await Promise.all(asked.map((each) => each.sent));
        child.kill('SIGTERM');
        outcomes.push(...(await Promise.all(asked.map((each) => each.outcome))));
        expect(await exited, output.slice(-3000)).toBe(0);
      }
      const lost = outcomes.filter((outcome) => outcome !== 'ok');
      expect(lost, `lost ${lost.length} of ${outcomes.length}: ${lost.join(', ')}`).toEqual([]);
    },
    240_000,
  );
});
