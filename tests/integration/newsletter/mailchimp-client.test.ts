// The Mailchimp provider against a local stand-in of the Mailchimp Marketing API v3 that checks what Mailchimp
// documents: GET/PUT /3.0/lists/{list}/members/{md5(lower-case e-mail)}, HTTP Basic with the API key as password,
// JSON body with email_address and status_if_new 'pending' (double opt-in). Also through the newsletter routes.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/backend/mail/mailer.js';
import { createMailchimpClient, createMailchimpNewsletter, mailchimpBaseUrl, memberHash } from '../../../server/backend/newsletter/mailchimp-client.js';
import { newsletterRoutes } from '../../../server/backend/newsletter/newsletter-routes.js';

const API_KEY = '0123456789abcdef0123456789abcdef-us6';
const LIST = 'a1b2c3d4e5';

interface Seen {
  method: string;
  path: string;
  auth: string;
  body: Record<string, unknown> | null;
}

const members = new Map<string, { email_address: string; status: string; language?: string }>();
const seen: Seen[] = [];
let server: http.Server;
let baseUrl: string;
let failNext = false;

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): void {
  const url = new URL(req.url!, 'http://x');
  const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  seen.push({ method: req.method!, path: url.pathname, auth: req.headers.authorization ?? '', body });
  const expectedAuth = `Basic ${Buffer.from(`storefront:${API_KEY}`).toString('base64')}`;
  if (req.headers.authorization !== expectedAuth) return reply(res, 401, { title: 'API Key Invalid' });
  if (failNext) return ((failNext = false), reply(res, 500, { title: 'Internal' }));
  const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(url.pathname);
  if (!match || match[1] !== LIST) return reply(res, 404, { title: 'Resource Not Found' });
  const member = members.get(match[2]);
  if (req.method === 'GET') return member ? reply(res, 200, { status: member.status }) : reply(res, 404, { title: 'Resource Not Found' });
  if (req.method !== 'PUT' || !body || typeof body.email_address !== 'string') return reply(res, 400, { title: 'Invalid Resource' });
  if (memberHash(body.email_address) !== match[2] || req.headers['content-type'] !== 'application/json') return reply(res, 400, { title: 'Invalid Resource' });
  const status = (member ? (body.status ?? member.status) : (body.status ?? body.status_if_new)) as string;
  members.set(match[2], { email_address: body.email_address, status, language: body.language as string | undefined });
  reply(res, 200, { status });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3.0`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  members.clear();
  seen.length = 0;
});

const provider = () => createMailchimpNewsletter(createMailchimpClient({ apiKey: API_KEY, listId: LIST, baseUrl, timeoutMs: 2000 }));

describe('Mailchimp provider (local stand-in checking the documented request format)', () => {
  it('derives the datacenter from the key and the member id from the lower-cased address', () => {
    expect(mailchimpBaseUrl(API_KEY)).toBe('https://us6.api.mailchimp.com/3.0');
    expect(() => mailchimpBaseUrl('no-datacenter-')).toThrow(/datacenter/);
    expect(memberHash(' Anna@Example.COM ')).toBe(createHash('md5').update('anna@example.com').digest('hex'));
  });

  it('subscribe PUTs a new member with status_if_new pending and the store language', async () => {
    await provider().subscribe('Anna@Example.com', 'de');
    const hash = memberHash('anna@example.com');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([`GET /3.0/lists/${LIST}/members/${hash}`, `PUT /3.0/lists/${LIST}/members/${hash}`]);
    expect(seen[1].body).toEqual({ email_address: 'Anna@Example.com', status_if_new: 'pending', language: 'de' });
    expect(await provider().status('anna@example.com')).toBe('pending');
  });

  it('subscribed members are left alone; unsubscribed ones are asked again (pending)', async () => {
    members.set(memberHash('sub@example.com'), { email_address: 'sub@example.com', status: 'subscribed' });
    members.set(memberHash('gone@example.com'), { email_address: 'gone@example.com', status: 'unsubscribed' });
    await provider().subscribe('sub@example.com', 'main');
    expect(seen.filter((s) => s.method === 'PUT')).toEqual([]);
    await provider().subscribe('gone@example.com', 'it');
    expect(seen.at(-1)!.body).toMatchObject({ status: 'pending', status_if_new: 'pending', language: 'it' });
  });

  it('unsubscribe PUTs status unsubscribed for members only; others are a no-op', async () => {
    members.set(memberHash('sub@example.com'), { email_address: 'sub@example.com', status: 'subscribed' });
    await provider().unsubscribe('sub@example.com');
    expect(seen.at(-1)!.body).toMatchObject({ status: 'unsubscribed' });
    expect(await provider().status('sub@example.com')).toBe('unsubscribed');
    seen.length = 0;
    await provider().unsubscribe('unknown@example.com');
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('maps statuses: unknown and cleaned are unsubscribed', async () => {
    members.set(memberHash('c@example.com'), { email_address: 'c@example.com', status: 'cleaned' });
    expect(await provider().status('c@example.com')).toBe('unsubscribed');
    expect(await provider().status('none@example.com')).toBe('unsubscribed');
  });

  it('a wrong key or a Mailchimp failure becomes 502 through the routes, never a raw answer', async () => {
    const app = Fastify({ logger: false });
    const mailer = createMailer({ smtpUrl: null, dataDir: '/nonexistent', mailFrom: 'shop@kranich-schuhe.example', publicUrl: 'https://shop.example' });
    const wrongKey = createMailchimpNewsletter(createMailchimpClient({ apiKey: 'bad-us6', listId: LIST, baseUrl, timeoutMs: 2000 }));
    await app.register(newsletterRoutes, { config: { mailchimp: null, upstreamTimeoutMs: 2000 }, db: null as never, mailer, provider: wrongKey });
    const res = await app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', payload: { email: 'a@example.com' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 502, result: 'The newsletter service is not available. Please try again later.', meta: { errorCode: 'ERR_NEWSLETTER_UPSTREAM' } });
    expect((await app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/confirm', payload: { token: 'x' } })).statusCode).toBe(404);
    await app.close();
    failNext = true;
    await expect(provider().status('a@example.com')).rejects.toMatchObject({ status: 502 });
  });

  it('the routes pick Mailchimp when MAILCHIMP settings are given', async () => {
    const app = Fastify({ logger: false });
    const mailer = createMailer({ smtpUrl: null, dataDir: '/nonexistent', mailFrom: 'shop@kranich-schuhe.example', publicUrl: 'https://shop.example' });
    // No database: were the embedded provider chosen, these calls would fail.
    await app.register(newsletterRoutes, { config: { mailchimp: { apiKey: API_KEY, listId: LIST }, upstreamTimeoutMs: 2000 }, db: null as never, mailer, mailchimpBaseUrl: baseUrl, customerEmailOf: async (token) => (token === 'route-token' ? 'route@example.com' : null) });
    const res = await app.inject({ method: 'POST', url: '/api/ext/mailchimp-subscribe/subscribe', payload: { email: 'route@example.com', store: 'it' } });
    expect(res.json()).toEqual({ code: 200, result: 'OK' });
    expect((await app.inject({ method: 'GET', url: '/api/ext/mailchimp-subscribe/subscribe?email=route@example.com', headers: { authorization: 'Bearer route-token' } })).json().result).toBe('pending');
    expect(members.get(memberHash('route@example.com'))).toEqual({ email_address: 'route@example.com', status: 'pending', language: 'it' });
    await app.close();
  });
});
