import { describe, expect, it } from 'vitest';
import { BadInputError, describeValidation } from '../../../server/edge/errors.js';
import { toProductListQuery } from '../../../server/edge/gateway/catalog.schema.js';
import { pickEncoding } from '../../../server/edge/gateway/send-json.js';
import { buildContentSecurityPolicy, createNonce } from '../../../server/edge/security.js';

describe('toProductListQuery', () => {
  it('maps paging, sort, search, category, skus and the price range', () => {
    expect(toProductListQuery({ store: 'de', q: 'derby', category: 21, sort: 'final_price:asc', from: 50, size: 25, skus: 'A, B,,C', price: '50-100' })).toEqual({
      store: 'de',
      q: 'derby',
      category: 21,
      sort: 'final_price:asc',
      from: 50,
      size: 25,
      skus: ['A', 'B', 'C'],
      price: { from: 50, to: 100 },
    });
    expect(toProductListQuery({ store: 'main', price: '150-' }).price).toEqual({ from: 150 });
  });

  it('reads attribute filters by name or filter_<name>; the shoe size only as filter_size (size is the page size)', () => {
    expect(toProductListQuery({ store: 'main', color: '49,50', filter_manufacturer: '101', filter_size: '43', size: 10 })).toEqual({
      store: 'main',
      size: 10,
      filters: { color: ['49', '50'], manufacturer: ['101'], size: ['43'] },
    });
  });

  it('rejects a malformed price range naming the field', () => {
    expect(() => toProductListQuery({ store: 'main', price: '100-50' })).toThrow(BadInputError);
    expect(() => toProductListQuery({ store: 'main', price: 'cheap' })).toThrow('price must look like 50-100 or 150-');
  });
});

describe('describeValidation', () => {
  it('names a missing property by its path', () => {
    expect(describeValidation([{ keyword: 'required', instancePath: '/cartItem', params: { missingProperty: 'sku' }, message: "must have required property 'sku'" }], 'body')).toEqual({
      field: 'cartItem.sku',
      problem: 'is required',
    });
  });

  it('names a wrongly typed field and lists allowed values of an enum', () => {
    expect(describeValidation([{ keyword: 'type', instancePath: '/from', params: {}, message: 'must be integer' }], 'querystring')).toEqual({
      field: 'from',
      problem: 'must be integer',
    });
    expect(describeValidation([{ keyword: 'enum', instancePath: '/store', params: { allowedValues: ['main', 'de'] }, message: 'x' }], 'querystring').problem).toBe(
      'must be one of main, de',
    );
  });

  it('falls back to the request part when the whole part is wrong', () => {
    expect(describeValidation([{ keyword: 'type', instancePath: '', params: {}, message: 'must be object' }], 'body')).toEqual({ field: 'body', problem: 'must be object' });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('content security policy', () => {
  it('creates a different 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 600 }, () => createNonce()));
    expect(nonces.size).toBe(600);
    expect(Buffer.from(createNonce(), 'base64')).toHaveLength(16);
  });

  it('allows scripts only with the nonce (plus what they load), and no framing', () => {
    const csp = buildContentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(buildContentSecurityPolicy('abc', true)).toContain('upgrade-insecure-requests');
  });
});
