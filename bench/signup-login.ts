// Log-in latency while sign-ups are hammered (issue #13 item 6). Each sign-up is one scrypt hash; before the hashing
// queue, a flood of them queued in front of every log-in until log-ins timed out. Starts the whole shop in a process
// of its own (tests/support/shop-child.ts), measures log-in p99 alone, then again while 50 connections send sign-ups
// with fresh addresses, and prints both with the sign-ups' answers (200 or 503 + Retry-After from the full queue).
// The limiters are lifted: every request comes from one address, and the queue, not the limiter, is measured here.
// Run with `npm run bench:signup` (BENCH_SECONDS=15 by default).
import autocannon from 'autocannon';
import { startShopChild } from '../tests/support/shop-child.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PASSWORD = 'Kranich!2026';
const LIFTED = '1000000';

function loginRun(url: string, duration: number): Promise<autocannon.Result> {
  const body = JSON.stringify({ username: 'bench-login@example.com', password: PASSWORD });
  return autocannon({ url, connections: 4, duration, requests: [{ method: 'POST', path: '/api/user/login', headers: { 'content-type': 'application/json' }, body }] });
}

function signUpFlood(url: string, duration: number): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url,
    connections: 50,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/user/create',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({ customer: { email: `flood-${process.pid}-${n++}@example.com`, firstname: 'Flo', lastname: 'Od' }, password: PASSWORD }),
        }),
      },
    ],
  });
}

const codes = (result: autocannon.Result): string =>
  Object.entries((result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats)
    .map(([code, stats]) => `${code}: ${stats.count}`)
    .join(', ');

async function main(): Promise<void> {
  const shop = await startShopChild({ RATE_LIMIT_PER_MINUTE: LIFTED, RATE_LIMIT_LOGIN_PER_MINUTE: '10000', RATE_LIMIT_MAIL_PER_MINUTE: LIFTED });
  try {
    const created = await fetch(`${shop.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email: 'bench-login@example.com', firstname: 'Bea', lastname: 'Bench' }, password: PASSWORD }),
    });
    if (created.status !== 200) throw new Error(`sign-up of the bench account failed: ${created.status}`);
    await loginRun(shop.url, 3); // warm-up (ENV-NOTES: the first seconds are several times slower)
    const alone = await loginRun(shop.url, SECONDS);
    const [loaded, flood] = await Promise.all([loginRun(shop.url, SECONDS), signUpFlood(shop.url, SECONDS)]);
    console.log(`log-in alone: p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms, ${Math.round(alone.requests.average)} req/s (${codes(alone)})`);
    console.log(`log-in while sign-ups are hammered: p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, ${Math.round(loaded.requests.average)} req/s (${codes(loaded)}), errors ${loaded.errors}, timeouts ${loaded.timeouts}`);
    console.log(`sign-ups (50 connections): ${Math.round(flood.requests.average)} req/s, p99 ${flood.latency.p99} ms (${codes(flood)})`);
  } finally {
    await shop.close();
  }
}

void main();
