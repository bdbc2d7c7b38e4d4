// An upstream setting may list replicas (CATALOG_URL=http://a,http://b): the client spreads calls over them, moves a
// call that never reached one (refused) to the next, repeats a call whose connection broke before an answer only when
// it is idempotent, and takes a replica that says it is draining out of rotation; the metric shows each one's state.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { DRAINING_HEADER } from '../../../server/runtime/drain.js';
import { METRICS_REGISTRY } from '../../../server/runtime/metrics/metrics.js';
import { ForwardingClient } from '../../../server/upstream/forwarding-client.js';
import { HttpJsonClient, UpstreamError } from '../../../server/upstream/http-client.js';
import { REPLICA_RETRY_MIN_MS, ReplicaSet } from '../../../server/upstream/replica-set.js';

interface Replica {
  url: string;
  calls: string[];
  draining: boolean;
  /** Destroys the socket of the next call of this path before answering (a replica killed with -9 mid-call). */
  resetOnce: Set<string>;
  server: http.Server;
}

const started: Replica[] = [];

async function replica(name: string): Promise<Replica> {
  const state: Replica = { url: '', calls: [], draining: false, resetOnce: new Set(), server: http.createServer() };
  state.server.on('request', (req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      state.calls.push(`${req.method} ${path}`);
      if (state.resetOnce.delete(path)) return req.socket.destroy();
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (state.draining) headers[DRAINING_HEADER] = '1';
      res.writeHead(200, headers).end(JSON.stringify({ code: 200, result: name }));
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  started.push(state);
  return state;
}

/** A port nothing listens on (connections are refused). */
async function closedPort(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const clients: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(async () => {
  for (const each of started) {
    each.server.closeAllConnections();
    await new Promise((resolve) => each.server.close(resolve));
  }
});

function client(name: string, baseUrl: string): HttpJsonClient {
  const made = new HttpJsonClient({ name, baseUrl, timeoutMs: 1000 });
  clients.push(made);
  return made;
}

async function answeredBy(http: HttpJsonClient, method: 'GET' | 'POST' = 'GET', idempotent = method === 'GET'): Promise<string> {
  const response = await http.request<{ result: string }>({ method, path: '/x', ...(method === 'POST' ? { body: {} } : {}), idempotent });
  return response.body.result;
}

describe('upstream replicas', () => {
  it('spreads calls over every replica in turn', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const http = client('spread', `${a.url},${b.url}`);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await answeredBy(http));
    expect(answers.filter((x) => x === 'a')).toHaveLength(3);
    expect(answers.filter((x) => x === 'b')).toHaveLength(3);
  });

  it('moves a call that was refused to the next replica, even a POST, and leaves the refusing one out', async () => {
    const [dead, b] = [await closedPort(), await replica('b')];
    const http = client('refused', `${dead},${b.url}`);
    for (let i = 0; i < 4; i++) expect(await answeredBy(http, 'POST', false)).toBe('b');
    // The refused replica was asked once; after that it sits out its pause.
    expect(b.calls).toHaveLength(4);
  });

  it('repeats an idempotent call whose connection broke before the answer on another replica, not a plain POST', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const http = client('reset', `${a.url},${b.url}`);
    a.resetOnce.add('/x');
    expect(await answeredBy(http, 'POST', true)).toBe('b');
    expect(a.calls).toEqual(['POST /x']);

    b.resetOnce.add('/x');
    a.resetOnce.add('/x');
    // Round robin starts at a again: a breaks the plain POST, which is not sent elsewhere (it may have been acted on).
    const error = await http.request({ method: 'POST', path: '/x', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe('ERR_UPSTREAM_UNAVAILABLE');
  });

  it('with one replica, repeats an idempotent call once on a broken connection (a kept-alive connection closed under it)', async () => {
    const a = await replica('a');
    const http = client('single', a.url);
    a.resetOnce.add('/x');
    expect(await answeredBy(http)).toBe('a');
    expect(a.calls).toEqual(['GET /x', 'GET /x']);
  });

  it('takes a replica that says it is draining out of rotation; its answer still counts', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const forwarding = new ForwardingClient({ name: 'commerce-drain', baseUrl: `${a.url},${b.url}`, timeoutMs: 1000 });
    clients.push(forwarding);
    a.draining = true;
    const first = await forwarding.forward({ method: 'POST', path: '/x', body: {} });
    expect(first.envelope.result).toBe('a');
    for (let i = 0; i < 5; i++) expect((await forwarding.forward({ method: 'POST', path: '/x', body: {} })).envelope.result).toBe('b');
    const metrics = await METRICS_REGISTRY.getSingleMetricAsString('shop_upstream_replica_state');
    expect(metrics).toContain(`shop_upstream_replica_state{upstream="commerce-drain",replica="${a.url}",state="draining"} 1`);
    expect(metrics).toContain(`shop_upstream_replica_state{upstream="commerce-drain",replica="${b.url}",state="up"} 1`);
  });

  it('tries a replica that is out again after its pause, and every replica when all are out', () => {
    let now = 0;
    const set = new ReplicaSet('pause', 'http://127.0.0.1:1,http://127.0.0.1:2', { connections: 1, timeoutMs: 100 }, () => now);
    clients.push(set);
    const [a, b] = set.replicas;
    set.failed(a);
    expect([set.pick(), set.pick(), set.pick()]).toEqual([b, b, b]);
    now += REPLICA_RETRY_MIN_MS + 1;
    expect(new Set([set.pick(), set.pick()])).toEqual(new Set([a, b]));
    set.failed(a);
    set.failed(b);
    // Both out: the one whose pause ends first is still asked rather than failing the call unasked.
    expect(set.pick()).toBe(b);
    expect(set.pick(new Set([b]))).toBe(a);
    expect(set.pick(new Set([a, b]))).toBeUndefined();
  });
});

describe('replica lists in the settings', () => {
  it('reads comma-separated URLs for each upstream and names the entry that is wrong', () => {
    const config = loadConfig({ CATALOG_URL: 'http://a:4000, http://b:4000/', COMMERCE_URL: 'http://a:4000', CHANGES_URL: 'http://a:4000,http://b:4000' });
    expect(config.catalogUrl).toBe('http://a:4000,http://b:4000');
    expect(config.commerceUrl).toBe('http://a:4000');
    expect(config.changesUrl).toBe('http://a:4000,http://b:4000');
    expect(() => loadConfig({ COMMERCE_URL: 'http://a:4000,ftp://b' })).toThrow(/COMMERCE_URL \(entry 2\) must use http: or https:/);
    expect(() => loadConfig({ MAIL_URL: 'http://a:4000,,http://b:4000' })).toThrow(/MAIL_URL must list URLs separated by commas/);
    expect(() => loadConfig({ NEWSLETTER_URL: 'http://a:4000,http://a:4000' })).toThrow(/NEWSLETTER_URL lists the same URL twice/);
  });
});
