// Issue #13 item 7: the number rules every route of both tiers is registered under, and the depth scan of bodies.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from '../../../server/http/json-depth.js';
import { finiteNumbers, requireNumericRanges, STRICT_AJV_OPTIONS } from '../../../server/http/number-rules.js';

function appWithRules() {
  const app = Fastify({ ajv: { customOptions: STRICT_AJV_OPTIONS, plugins: [finiteNumbers] } });
  app.addHook('onRoute', requireNumericRanges);
  return app;
}

describe('requireNumericRanges', () => {
  it('refuses to register a route with a numeric field that has no range, naming route and field', () => {
    const app = appWithRules();
    const register = () => app.get('/x', { schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } } } }, async () => 'ok');
    expect(register).toThrow(/GET \/x: .*querystring page/);
  });

  it('finds numbers inside anyOf, arrays and nested objects', () => {
    const app = appWithRules();
    const body = { type: 'object', properties: { lines: { type: 'array', items: { type: 'object', properties: { qty: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } } } } };
    expect(() => app.post('/y', { schema: { body } }, async () => 'ok')).toThrow(/body lines\[\]\.qty/);
  });

  it('turns a coerced Infinity, 1e309 or -Infinity into a 400 while finite values in range pass', async () => {
    const app = appWithRules();
    app.get('/z', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer', minimum: -5, maximum: 5 } } } } }, async (request) => request.query);
    for (const value of ['Infinity', '1e309', '-Infinity', '6']) expect((await app.inject(`/z?n=${value}`)).statusCode, value).toBe(400);
    expect((await app.inject('/z?n=-5')).json()).toEqual({ n: -5 });
  });
});

describe('jsonDepthExceeds', () => {
  it('counts nested arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[{{{{\\"[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(1_000_000), 20)).toBe(true);
  });
});
