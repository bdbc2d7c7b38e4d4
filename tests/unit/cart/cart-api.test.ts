import { describe, expect, it } from 'vitest';
import { createCartApi, type ApiAnswer } from '../../../client/cart/cart-api.js';
import { parsePersistedCart, serializeCart } from '../../../client/cart/cart-storage.js';
import { errorNoticeFor } from '../../../shared/cart/error-notice.js';

function apiWith(respond: (url: string, init?: RequestInit) => Response | Promise<Response>, token: string | null = 'tok') {
  const reported: ApiAnswer[] = [];
  const urls: string[] = [];
  const api = createCartApi({
    fetch: async (input, init) => {
      urls.push(String(input));
      return respond(String(input), init);
    },
    getToken: () => token,
    refreshToken: async () => false,
    reportError: (answer) => void reported.push(answer),
  });
  return { api, reported, urls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('cart API envelopes (spec 02 §7, §8)', () => {
  it('sends the token in the Authorization header (never in the URL, issue #13), cartId in the query string and the JSON body', async () => {
    let seen: RequestInit | undefined;
    const { api, urls } = apiWith((_url, init) => ((seen = init), json({ code: 200, result: { item_id: 1, sku: 'A', qty: 1, quote_id: 'c 1' } })));
    await api.updateItem('c 1', { sku: 'A', qty: 1 });
    expect(urls).toEqual(['/api/cart/update?cartId=c+1']);
    expect(new Headers(seen?.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(seen?.body))).toEqual({ cartItem: { sku: 'A', qty: 1, quoteId: 'c 1' } });
  });

  it('a guest cart is created without the token', async () => {
    const { api, urls } = apiWith(() => json({ code: 200, result: 'g' }));
    await api.createCart(true);
    expect(urls).toEqual(['/api/cart/create']);
  });

  it('a reply that is not JSON: Error with response - bad content-type!, reported when not silent', async () => {
    const { api, reported } = apiWith(() => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const answer = await api.applyCoupon('c', 'X');
    expect(answer).toEqual({ code: 502, result: 'Error with response - bad content-type!' });
    expect(reported).toEqual([answer]);
  });

  it('JSON that is not an envelope: Unhandled error, wrong response format!', async () => {
    const { api, reported } = apiWith(() => json({ hello: 'world' }));
    expect((await api.pullItems('c')).result).toBe('Unhandled error, wrong response format!');
    expect(reported).toEqual([]);
  });

  it('a network failure answers ENOTFOUND and is not shown', async () => {
    const { api } = apiWith(() => Promise.reject(new TypeError('fetch failed')));
    const answer = await api.removeCoupon('c');
    expect(answer.meta).toEqual({ errorCode: 'ENOTFOUND' });
    expect(errorNoticeFor(answer, false)).toBeNull();
  });
});

describe('which failures the shopper sees (spec 02 §8)', () => {
  it('non-200 shows the server message unless silent, empty or ENOTFOUND', () => {
    expect(errorNoticeFor({ code: 400, result: 'cartItem.qty is required', meta: { errorCode: 'ERR_VALIDATION' } }, false)).toBe('cartItem.qty is required');
    expect(errorNoticeFor({ code: 400, result: 'x' }, true)).toBeNull();
    expect(errorNoticeFor({ code: 400, result: '  ' }, false)).toBeNull();
    expect(errorNoticeFor({ code: 500, result: 'ENOTFOUND' }, false)).toBeNull();
    expect(errorNoticeFor({ code: 200, result: 'fine' }, false)).toBeNull();
  });

  it('a known commerce code shows its text (the i18n key), whatever the server wrote', () => {
    expect(errorNoticeFor({ code: 400, result: 'Ungültig', meta: { errorCode: 'ERR_INVALID_COUPON' } }, false)).toBe("The coupon code isn't valid. Verify the code and try again.");
  });
});

describe('stored cart format', () => {
  it('round-trips and drops malformed lines; another format is ignored', () => {
    const line = { sku: 'A', qty: 2, name: 'A', type_id: 'simple', priceCents: 100, checksum: 'c' };
    const text = serializeCart({ cartItems: [line], cartServerToken: 't', cartItemsHash: 'h', cartServerSeen: null, platformTotals: null, platformTotalSegments: null, shipping: null, payment: null, coupon: null });
    expect(parsePersistedCart(text)?.cartItems.map((i) => i.sku)).toEqual(['A']);
    expect(parsePersistedCart(JSON.stringify({ version: 1, cartItems: [{ sku: 'A', qty: 0, priceCents: 1 }, { sku: 'B', qty: 1.5, priceCents: 1 }] }))?.cartItems).toEqual([]);
    expect(parsePersistedCart('{"version":2,"cartItems":[]}')).toBeNull();
    expect(parsePersistedCart('not json')).toBeNull();
  });
});
