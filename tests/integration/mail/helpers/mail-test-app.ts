// A Fastify app with only the mail and newsletter routes, on a fresh database per dialect (SQLite in a temp dir;
// PostgreSQL in a throwaway schema when DATABASE_URL is set), an outbox in a temp DATA_DIR and an injected clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pg from 'pg';
import { mailRoutes } from '../../../../server/backend/mail/mail-routes.js';
import { createMailer, type Mailer } from '../../../../server/backend/mail/mailer.js';
import { MAIL_MIGRATIONS } from '../../../../server/backend/mail/migrations/mail-tables.js';
import { outboxDir, readOutbox, type OutboxEntry } from '../../../../server/backend/mail/outbox.js';
import { NEWSLETTER_MIGRATIONS } from '../../../../server/backend/newsletter/migrations/newsletter-tables.js';
import { newsletterRoutes } from '../../../../server/backend/newsletter/newsletter-routes.js';
import type { CouponIssuer } from '../../../../server/backend/newsletter/newsletter-coupon.js';
import { loadConfig, type Config } from '../../../../server/config.js';
import { closeDatabase, migrate, openDatabase, type Database } from '../../../../server/db/database.js';

export type TestDialect = 'sqlite' | 'postgres';
const POSTGRES_URL = process.env.DATABASE_URL || null;
export const DIALECTS: TestDialect[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_NOW = new Date('2026-07-03T07:05:00.000Z');
export const SHOP_ADDRESS = 'service@kranich-schuhe.example';
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep into answers whose shape they assert
export type Json = any;

/** The database owner's migrations, then ours (as the migrator will run them once they are registered). */
async function migrateAll(db: Database): Promise<void> {
  await migrate(db);
  for (const migration of [...Object.values(MAIL_MIGRATIONS), ...Object.values(NEWSLETTER_MIGRATIONS)]) await migration.up(db);
}

async function openTestDatabase(dialect: TestDialect, dataDir: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = await openDatabase({ dataDir, databaseUrl: null });
    await migrateAll(db);
    return { db, drop: async () => {} };
  }
  const schema = `t_mail_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL! });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ dataDir, databaseUrl: url.toString() });
  await migrateAll(db);
  const drop = async (): Promise<void> => {
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL! });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  };
  return { db, drop };
}

export interface MailTestApp {
  app: FastifyInstance;
  db: Database;
  config: Readonly<Config>;
  mailer: Mailer;
  clock: { now: Date };
  outbox(): Promise<OutboxEntry[]>;
  call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; result: Json; meta?: Json } }>;
  /** A fresh public mail token from get-token. */
  token(headers?: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

export interface MailTestAppOptions {
  smtpUrl?: string;
  issueCoupon?: CouponIssuer;
}

export async function createMailTestApp(dialect: TestDialect, options: MailTestAppOptions = {}): Promise<MailTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example', ADMIN_TOKEN, SMTP_URL: options.smtpUrl, MAIL_FROM: 'Kranich Schuhmanufaktur <shop@kranich-schuhe.example>' });
  const { db, drop } = await openTestDatabase(dialect, dataDir);
  const clock = { now: new Date(TEST_NOW) };
  const now = (): Date => new Date(clock.now);
  const mailer = createMailer(config, { now });
  const app = Fastify({ logger: false });
  await app.register(mailRoutes, { config, db, mailer, now });
  // A stand-in for the commerce backend's sessions: the access token 'customer:<email>' is that customer's.
  const customerEmailOf = async (token: string) => (token.startsWith('customer:') ? token.slice('customer:'.length) : null);
  await app.register(newsletterRoutes, { config, db, mailer, now, issueCoupon: options.issueCoupon, customerEmailOf });
  await app.ready();
  const call: MailTestApp['call'] = async (method, url, payload, headers) => {
    const request: InjectOptions = { method, url, headers };
    if (payload !== undefined) request.payload = payload as InjectOptions['payload'];
    const res = await app.inject(request);
    return { status: res.statusCode, body: res.json() };
  };
  return {
    app,
    db,
    config,
    mailer,
    clock,
    call,
    outbox: () => readOutbox(outboxDir(dataDir)),
    token: async (headers) => (await call('GET', '/api/ext/mail-service/get-token', undefined, headers)).body.result as string,
    close: async () => {
      await app.close();
      mailer.close();
      await closeDatabase(db);
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
