// The only module that reads process.env. Every setting is optional (DESIGN §7); each is validated at start
// and a wrong value stops the process with a message that names the variable.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTAINER_ID_PATTERN, type TagManagerSettings } from '../shared/consent/tag-manager.js';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '../shared/commerce/order-settings.js';

export interface CacheTtls {
  /** Seconds each cached kind lives in the edge's LRU. */
  urlMap: number;
  cms: number;
  category: number;
  search: number;
  product: number;
  html: number;
}

export interface PayoneAccount {
  url: string;
  mid: string;
  portalId: string;
  aid: string;
  key: string;
  mode: 'test' | 'live';
}

export interface Config {
  port: number;
  host: string;
  /** Port of the backend tier when run alone (`npm run serve:backend`); the embedded one listens on a free loopback port. */
  backendPort: number;
  dataDir: string;
  databaseUrl: string | null;
  catalogUrl: string | null;
  catalogIndex: string;
  commerceUrl: string | null;
  mailUrl: string | null;
  newsletterUrl: string | null;
  mailchimp: { apiKey: string; listId: string } | null;
  payone: PayoneAccount | null;
  smtpUrl: string | null;
  mailFrom: string;
  cacheTtl: CacheTtls;
  cacheMaxEntries: number;
  /** Bound on the bytes the edge cache keeps alive (CACHE_MAX_BYTES), fresh and stale entries together. */
  cacheMaxBytes: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Public origin used in e-mails, sitemaps and payment redirect URLs. */
  publicUrl: string;
  /**
   * Key of the newsletter's signed unsubscribe links (NEWSLETTER_LINK_SECRET, at least 32 characters); null → the
   * shop makes a random key once and keeps it in its database (server/backend/newsletter/link-signer.ts).
   */
  newsletterLinkSecret: string | null;
  /** Token for the authenticated cache invalidation call; none → the call is disabled. */
  adminToken: string | null;
  /**
   * The backend tier's shared secret (BACKEND_TOKEN, at least 32 characters), sent by every edge and required by every
   * backend route; null → the one kept in DATA_DIR (server/runtime/backend-token.ts).
   */
  backendToken: string | null;
  /** Demo catalogue, CMS pages and coupons on a first start (DEMO_DATA, default on; production sets it off). */
  demoData: boolean;
  /**
   * The backend tier whose change stream (/_changes) the edge follows (CHANGES_URL); null: the commerce upstream's.
   * Like the upstream URLs, a comma-separated list of replicas: the edge follows one and moves on when it ends.
   */
  changesUrl: string | null;
  /** Public: the tag manager the browser loads with tracking consent (TAG_MANAGER_ID, TAG_MANAGER_URL); null when off. */
  tagManager: TagManagerSettings | null;
  /** Unpaid orders' due dates and the expiry sweep's interval (shared/commerce/order-settings.ts). */
  orders: OrderSettings;
  /** Upstream request timeout in ms. */
  upstreamTimeoutMs: number;
  /**
   * Limits on the client side of the HTTP servers (issue #13 item 11): the whole request (headers and body) must
   * arrive within requestMs, its headers within headersMs; an idle keep-alive connection closes after keepAliveMs.
   */
  serverTimeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /**
   * Rate limits (requests per minute per IP). `mail`: one budget shared by every route that makes the shop send a
   * mail (RATE_LIMIT_MAIL_PER_MINUTE, default MAIL_BUDGET_PER_MINUTE; issue #13 item 10), on top of each route's own.
   */
  rateLimit: {
    global: number;
    login: number;
    passwordReset: number;
    mail: number;
    /** Addresses and CIDR ranges that no per-client limit counts (RATE_LIMIT_ALLOW): load generators. */
    allow: readonly string[];
  };
  production: boolean;
  /** Process shape, shutdown, metrics, shared limits and proxies (issue #15; read by readRuntimeSettings). */
  runtime: RuntimeSettings;
}

export interface RuntimeSettings {
  /** Edge worker processes on one port (WORKERS, default: the number of cores); 1 runs the shop in one process. */
  workers: number;
  /** How long a drain after SIGTERM may take before the process is ended (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** Prometheus metrics: a port of their own (METRICS_PORT) and/or a bearer token for /metrics (METRICS_TOKEN). */
  metrics: { port: number | null; token: string | null };
  /** Redis for rate limits shared by every edge (REDIS_URL); null keeps them per process. */
  redisUrl: string | null;
  /** Prefix of this shop's keys in Redis (REDIS_PREFIX), so shops or test runs can share one Redis. */
  redisPrefix: string;
  /** Addresses and CIDR ranges whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty trusts no one. */
  trustedProxies: readonly string[];
  logFormat: 'auto' | 'json' | 'pretty';
}

/**
 * Mails one client may make the shop send per minute, across all mail-sending routes together (sign-up, reset,
 * e-mail change, withdrawal, newsletter, contact form): a real shopper needs two or three.
 */
export const MAIL_BUDGET_PER_MINUTE = 10;

export class ConfigError extends Error {
  readonly code = 'ERR_CONFIG';
}

type Env = Record<string, string | undefined>;

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function readUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  return parseUrl(name, raw, protocols);
}

/** One URL of a setting, checked; without its trailing slash. */
function parseUrl(name: string, raw: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw.replace(/\/$/, '');
}

/**
 * An upstream setting that may list replicas of one service separated by commas (the edge spreads calls over them
 * and fails over: server/upstream/replica-set.ts). Each is checked as a URL; the value keeps the comma form.
 */
function readUrlList(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const urls = raw.split(',').map((entry) => entry.trim());
  if (urls.some((url) => url === '')) throw new ConfigError(`${name} must list URLs separated by commas, got an empty entry in "${raw}"`);
  const checked = urls.map((url, i) => parseUrl(urls.length > 1 ? `${name} (entry ${i + 1})` : name, url, protocols));
  if (new Set(checked).size !== checked.length) throw new ConfigError(`${name} lists the same URL twice`);
  return checked.join(',');
}

function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function readPayone(env: Env): PayoneAccount | null {
  const names = ['PAYONE_URL', 'PAYONE_MID', 'PAYONE_PORTALID', 'PAYONE_AID', 'PAYONE_KEY'] as const;
  const present = names.filter((n) => env[n]);
  if (present.length === 0) return null;
  if (present.length !== names.length) {
    const missing = names.filter((n) => !env[n]);
    throw new ConfigError(`Payone needs all of ${names.join(', ')}; missing ${missing.join(', ')}`);
  }
  for (const n of ['PAYONE_MID', 'PAYONE_PORTALID', 'PAYONE_AID'] as const) {
    if (!/^\d+$/.test(env[n]!)) throw new ConfigError(`${n} must be numeric, got "${env[n]}"`);
  }
  return {
    url: readUrl(env, 'PAYONE_URL', ['http:', 'https:'])!,
    mid: env.PAYONE_MID!,
    portalId: env.PAYONE_PORTALID!,
    aid: env.PAYONE_AID!,
    key: env.PAYONE_KEY!,
    mode: readEnum(env, 'PAYONE_MODE', ['test', 'live'] as const, 'test'),
  };
}

const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

function readTagManager(env: Env): TagManagerSettings | null {
  const containerId = env.TAG_MANAGER_ID || '';
  if (!containerId) return null;
  if (!CONTAINER_ID_PATTERN.test(containerId)) throw new ConfigError(`TAG_MANAGER_ID may hold letters, digits, - and _ only, got "${containerId}"`);
  return { scriptUrl: readUrl(env, 'TAG_MANAGER_URL', ['http:', 'https:']) ?? DEFAULT_TAG_MANAGER_URL, containerId };
}

function readServerTimeouts(env: Env): Config['serverTimeouts'] {
  const requestMs = readInt(env, 'REQUEST_TIMEOUT_MS', 30_000, 500, 600_000);
  const headersMs = readInt(env, 'HEADERS_TIMEOUT_MS', Math.min(10_000, requestMs), 500, 600_000);
  if (headersMs > requestMs) throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersMs}) must not be above REQUEST_TIMEOUT_MS (${requestMs})`);
  // Longer than nginx's upstream keep-alive (60 s), so the proxy, not the shop, closes an idle connection first.
  return { requestMs, headersMs, keepAliveMs: readInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000, 600_000) };
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be on or off (1/0, true/false), got "${raw}"`);
}

function readSecret(env: Env, name: string, minLength: number): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (raw.length < minLength) throw new ConfigError(`${name} must be at least ${minLength} characters long`);
  return raw;
}

export function loadConfig(env: Env = process.env): Readonly<Config> {
  const apiKey = env.MAILCHIMP_API_KEY || '';
  const listId = env.MAILCHIMP_LIST_ID || '';
  if (Boolean(apiKey) !== Boolean(listId)) {
    throw new ConfigError('MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID must be set together');
  }
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const catalogIndex = env.CATALOG_INDEX || 'vue_storefront_catalog';
  if (!/^[a-z0-9_]+$/.test(catalogIndex)) throw new ConfigError(`CATALOG_INDEX may hold a-z, 0-9 and _ only, got "${catalogIndex}"`);
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    backendPort: readInt(env, 'BACKEND_PORT', 4000, 0, 65535),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    catalogUrl: readUrlList(env, 'CATALOG_URL', ['http:', 'https:']),
    catalogIndex,
    commerceUrl: readUrlList(env, 'COMMERCE_URL', ['http:', 'https:']),
    mailUrl: readUrlList(env, 'MAIL_URL', ['http:', 'https:']),
    newsletterUrl: readUrlList(env, 'NEWSLETTER_URL', ['http:', 'https:']),
    mailchimp: apiKey ? { apiKey, listId } : null,
    payone: readPayone(env),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Schuhhaus Kranich <shop@kranich-schuhe.example>',
    cacheTtl: {
      urlMap: readInt(env, 'CACHE_TTL_URL_MAP', 300, 0, 86400),
      cms: readInt(env, 'CACHE_TTL_CMS', 300, 0, 86400),
      category: readInt(env, 'CACHE_TTL_CATEGORY', 120, 0, 86400),
      search: readInt(env, 'CACHE_TTL_SEARCH', 60, 0, 86400),
      product: readInt(env, 'CACHE_TTL_PRODUCT', 60, 0, 86400),
      html: readInt(env, 'CACHE_TTL_HTML', 30, 0, 86400),
    },
    cacheMaxEntries: readInt(env, 'CACHE_MAX_ENTRIES', 5000, 10, 1_000_000),
    cacheMaxBytes: readInt(env, 'CACHE_MAX_BYTES', 128 * 1024 * 1024, 1024 * 1024, 64 * 1024 ** 3),
    logLevel: readEnum(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    publicUrl: readUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    adminToken: env.ADMIN_TOKEN || null,
    backendToken: readSecret(env, 'BACKEND_TOKEN', 32),
    demoData: readBoolean(env, 'DEMO_DATA', true),
    changesUrl: readUrlList(env, 'CHANGES_URL', ['http:', 'https:']),
    newsletterLinkSecret: readSecret(env, 'NEWSLETTER_LINK_SECRET', 32),
    tagManager: readTagManager(env),
    orders: readOrderSettings(env),
    upstreamTimeoutMs: readInt(env, 'UPSTREAM_TIMEOUT_MS', 5000, 100, 120000),
    serverTimeouts: readServerTimeouts(env),
    rateLimit: {
      global: readInt(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
      login: readInt(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 10, 1, 10000),
      passwordReset: readInt(env, 'RATE_LIMIT_RESET_PER_MINUTE', 5, 1, 10000),
      mail: readInt(env, 'RATE_LIMIT_MAIL_PER_MINUTE', MAIL_BUDGET_PER_MINUTE, 1, 1_000_000),
      allow: readAddressList(env, 'RATE_LIMIT_ALLOW'),
    },
    production: env.NODE_ENV === 'production',
    runtime: readRuntimeSettings(env),
  };
  return Object.freeze(config);
}

/** One address or CIDR range, e.g. 172.28.0.10 or 10.0.0.0/8 (proxy-addr's forms without the named ranges). */
function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** A comma-separated list of addresses and CIDR ranges (TRUSTED_PROXIES, RATE_LIMIT_ALLOW); empty names no one. */
function readAddressList(env: Env, name: 'TRUSTED_PROXIES' | 'RATE_LIMIT_ALLOW'): string[] {
  const raw = (env[name] ?? '').trim();
  if (!raw) return [];
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong) throw new ConfigError(`${name} must list IP addresses or CIDR ranges separated by commas, got "${wrong}"`);
  return entries;
}

function readRedisPrefix(env: Env): string {
  const prefix = env.REDIS_PREFIX || 'shop-rl-';
  if (!/^[\w:.-]{1,64}$/.test(prefix)) throw new ConfigError(`REDIS_PREFIX may hold letters, digits, _ : . - (at most 64), got "${prefix}"`);
  return prefix;
}

function readOrderSettings(env: Env): OrderSettings {
  const d = DEFAULT_ORDER_SETTINGS;
  return {
    prepaymentDueDays: readInt(env, 'PREPAYMENT_DUE_DAYS', d.prepaymentDueDays, 1, 365),
    paymentPendingMinutes: readInt(env, 'PAYMENT_PENDING_MINUTES', d.paymentPendingMinutes, 5, 7 * 24 * 60),
    sweepIntervalSeconds: readInt(env, 'ORDER_SWEEP_SECONDS', d.sweepIntervalSeconds, 0, 86_400),
  };
}

function readRuntimeSettings(env: Env): RuntimeSettings {
  const metricsPort = readInt(env, 'METRICS_PORT', 0, 0, 65535);
  return {
    workers: readInt(env, 'WORKERS', os.availableParallelism(), 1, 256),
    shutdownTimeoutMs: readInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    metrics: { port: env.METRICS_PORT ? metricsPort : null, token: env.METRICS_TOKEN || null },
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: readRedisPrefix(env),
    trustedProxies: readAddressList(env, 'TRUSTED_PROXIES'),
    logFormat: readEnum(env, 'LOG_FORMAT', ['auto', 'json', 'pretty'] as const, 'auto'),
  };
}
