// The shared secret of the backend tier: every call from an edge to a backend carries it, and every backend route
// refuses a call without it, so a process on the host or a container on the compose network that reaches the
// backend's port cannot mark orders paid, read orders or send mails. BACKEND_TOKEN sets it (edges and backends
// alike); without it the one-process shop makes a random one once and keeps it in DATA_DIR, so `npm start` needs no
// setting. A backend that listens beyond loopback must be given one (assertBackendTokenFor).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';

export const BACKEND_TOKEN_HEADER = 'x-backend-token';
export const BACKEND_TOKEN_FILE = 'backend-token';
/** Length of BACKEND_TOKEN and of the generated one: long enough that guessing it is out of reach. */
export const BACKEND_TOKEN_MIN_LENGTH = 32;

/** The token in force: BACKEND_TOKEN, else the one kept in DATA_DIR (made on first use, readable by the owner only). */
export function backendTokenOf(config: Readonly<Pick<Config, 'backendToken' | 'dataDir'>>): string {
  if (config.backendToken) return config.backendToken;
  const file = path.join(config.dataDir, BACKEND_TOKEN_FILE);
  const stored = readStored(file);
  if (stored) return stored;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readStored(file);
  if (!written) throw new Error(`${file} holds no backend token`);
  return written;
}

function readStored(file: string): string | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length >= BACKEND_TOKEN_MIN_LENGTH ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Compares in constant time (the digests have one length whatever was sent), so timing tells nothing of the token. */
export function isBackendToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** localhost, 127.0.0.0/8 and ::1: only processes of this machine can reach such a listener. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
}

/** A backend reachable from other machines with only a token kept on its own disk is one nobody else could call. */
export function assertBackendTokenFor(host: string, config: Readonly<Pick<Config, 'backendToken'>>): void {
  if (!isLoopbackHost(host) && !config.backendToken) {
    throw new ConfigError(`BACKEND_TOKEN must be set (at least ${BACKEND_TOKEN_MIN_LENGTH} characters) when the backend tier listens on ${host}, beyond loopback`);
  }
}
