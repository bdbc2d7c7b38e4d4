// Every JSON body parser of the backend tier refuses prototype-poisoning keys with a 400 (issue #15 leftovers), as
// the edge's does (Fastify's protoAction/constructorAction 'error'): a `__proto__` key, also spelt with unicode
// escapes, and a `constructor` holding a `prototype`. Nothing reaches a prototype, and no answer is a 5xx.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackends, type EmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { indexName } from '../../../shared/store-views.js';
import { BACKEND_TOKEN_HEADER } from '../../../server/runtime/backend-token.js';
import { sharedDataDir, testConfig } from '../helpers/start-app.js';

let backends: EmbeddedBackends;
let catalogSearch: string;

beforeAll(async () => {
  const config = testConfig(sharedDataDir());
  backends = await startEmbeddedBackends(config, pino({ level: 'silent' }));
  catalogSearch = `/${indexName(config.catalogIndex, 'main', 'product')}/_search`;
});

afterAll(async () => {
  await backends?.close();
});

const POISONS: Record<string, (inner: string) => string> = {
  '__proto__ key': (inner) => `{${inner}"__proto__":{"polluted":true}}`,
  'unicode-escaped __proto__ key': (inner) => `{${inner}"\\u005f_proto__":{"polluted":true}}`,
  'constructor.prototype': (inner) => `{${inner}"constructor":{"prototype":{"polluted":true}}}`,
};

const ROUTES: Record<string, { path: () => string; inner: string }> = {
  'mail service': { path: () => '/api/ext/mail-service/send-email', inner: '"sourceAddress":"shop@example.com",' },
  newsletter: { path: () => '/api/ext/mailchimp-subscribe/subscribe', inner: '"email":"anna@example.com",' },
  'commerce (cart)': { path: () => '/api/cart/create', inner: '' },
  'catalogue index': { path: () => catalogSearch, inner: '"size":1,' },
};

describe('prototype poisoning in backend JSON bodies', () => {
  for (const [routeName, route] of Object.entries(ROUTES)) {
    for (const [poisonName, poison] of Object.entries(POISONS)) {
      it(`${routeName}: a ${poisonName} is a 400`, async () => {
        const res = await fetch(new URL(route.path(), backends.url), { method: 'POST', headers: { 'content-type': 'application/json', [BACKEND_TOKEN_HEADER]: backends.token }, body: poison(route.inner) });
        const text = await res.text();
        expect(res.status, text).toBe(400);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    }
  }

  it('a plain body with a "constructor" string or a "proto" word still parses', async () => {
    const res = await fetch(new URL(catalogSearch, backends.url), { method: 'POST', headers: { 'content-type': 'application/json', [BACKEND_TOKEN_HEADER]: backends.token }, body: '{"size":1,"query":{"match":{"name":"constructor __proto__"}}}' });
    expect(res.status).toBe(200);
  });
});
