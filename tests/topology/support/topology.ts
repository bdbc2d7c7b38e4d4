// The compose shape of docker-compose.yml as local processes (issue #15, "The topology test"): PostgreSQL (a
// throwaway schema in the server on 127.0.0.1:5432), the backend tier, two edges (the first a two-worker cluster,
// the second one process) and Debian's nginx-light running ops/nginx.conf, every process under the test's
// supervisor. The compiled server (npm run build) is what runs, with `node`, as in production.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../integration/helpers/start-app.js';
import { SupervisedProcess, waitForOk } from './supervisor.js';

export const NGINX = '/usr/sbin/nginx';
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 120_000;

export interface Topology {
  dir: string;
  lbUrl: string;
  backendUrl: string;
  /** Headers a direct call to the backend tier needs (its shared secret, as compose's BACKEND_TOKEN). */
  backendHeaders: Record<string, string>;
  edgeUrls: [string, string];
  backend: SupervisedProcess;
  edges: [SupervisedProcess, SupervisedProcess];
  nginx: SupervisedProcess;
  /** The backend's PostgreSQL connections carry this application_name (for pg_terminate_backend). */
  applicationName: string;
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [name, value] of Object.entries(params)) u.searchParams.set(name, value);
  return u.toString();
}

/** ops/nginx.conf with the edges' and its own addresses, inside a main config that keeps everything in `dir`. */
export function nginxConfig(dir: string, port: number, edgePorts: [number, number]): string {
  const site = fs
    .readFileSync(path.join(ROOT, 'ops/nginx.conf'), 'utf8')
    .replace('edge-1:3000', `127.0.0.1:${edgePorts[0]}`)
    .replace('edge-2:3000', `127.0.0.1:${edgePorts[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/access.log', path.join(dir, 'nginx-access.log'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(dir, `nginx-${kind}`)};`).join('\n');
  return `worker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'nginx-error.log')} warn;\nevents { worker_connections 512; }\nhttp {\n${temp}\n${site}\n}\n`;
}

export async function startTopology(): Promise<Topology> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-topology-'));
  fs.chmodSync(dir, 0o777);
  const id = randomBytes(5).toString('hex');
  const schema = `topo_${id}`;
  const applicationName = `topology_backend_${id}`;
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, max: 2 });
  await admin.query(`create schema ${schema}`);

  const [backendPort, edge1Port, edge2Port, lbPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const backendToken = randomBytes(32).toString('hex');
  const common = { BACKEND_TOKEN: backendToken, NODE_ENV: 'production', LOG_LEVEL: process.env.TOPOLOGY_LOG_LEVEL || 'warn', LOG_FORMAT: 'json', DATA_DIR: path.join(dir, 'data'), SHUTDOWN_TIMEOUT_MS: '10000' };
  const node = (name: string, entry: string, env: Record<string, string>) =>
    new SupervisedProcess({ name, command: process.execPath, args: [path.join(ROOT, entry)], env: { ...common, ...env }, logFile: path.join(dir, `${name}.log`) });

  const backend = node('backend', 'dist/server/backend.js', {
    HOST: '127.0.0.1',
    BACKEND_PORT: String(backendPort),
    DATABASE_URL: withParams(POSTGRES_URL, { options: `-c search_path=${schema}`, application_name: applicationName }),
  });
  const edgeEnv = (port: number, workers: number) => ({
    HOST: '127.0.0.1',
    PORT: String(port),
    WORKERS: String(workers),
    CATALOG_URL: backendUrl,
    COMMERCE_URL: backendUrl,
    MAIL_URL: backendUrl,
    NEWSLETTER_URL: backendUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const edges: [SupervisedProcess, SupervisedProcess] = [node('edge-1', 'dist/server/main.js', edgeEnv(edge1Port, 2)), node('edge-2', 'dist/server/main.js', edgeEnv(edge2Port, 1))];
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, lbPort, [edge1Port, edge2Port]));
  const nginx = new SupervisedProcess({ name: 'nginx', command: NGINX, args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], logFile: path.join(dir, 'nginx.log') });

  const topology: Topology = {
    dir,
    lbUrl: `http://127.0.0.1:${lbPort}`,
    backendUrl,
    backendHeaders: { 'x-backend-token': backendToken },
    edgeUrls: [`http://127.0.0.1:${edge1Port}`, `http://127.0.0.1:${edge2Port}`],
    backend,
    edges,
    nginx,
    applicationName,
    sql: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      const client = await admin.connect();
      try {
        await client.query(`set search_path to ${schema}`);
        return (await client.query<T>(text, values)).rows;
      } finally {
        client.release();
      }
    },
    async stop() {
      await Promise.all([nginx.stop(), ...edges.map((edge) => edge.stop())]);
      await backend.stop();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
  try {
    backend.start();
    await waitForOk(`${backendUrl}/_cluster/health`, START_TIMEOUT_MS, topology.backendHeaders);
    for (const edge of edges) edge.start();
    nginx.start();
    await Promise.all([...topology.edgeUrls.map((url) => waitForOk(`${url}/readyz`, START_TIMEOUT_MS)), waitForOk(`${topology.lbUrl}/healthz`, START_TIMEOUT_MS)]);
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}
