import { describe, expect, it } from 'vitest';
import { deleteAddress, saveAddress, setDefaultAddress } from '../../../shared/account/address-book.js';
import { MSG_EMAIL, MSG_NAME, MSG_PASSWORD, MSG_REPEAT, MSG_REQUIRED, MSG_ZIP, validateAddress, validateLogin, validateNewPassword, validateSignUp } from '../../../shared/account/account-forms.js';
import { orderStatusLabel, withdrawalPath } from '../../../shared/account/order-status.js';
import { decideRefresh, LOCK_FAILED, LOCK_IDLE, LOGOUT_CLEARS, MAX_REFRESH_ATTEMPTS, nextOrderPage, priceTierParams, shouldRefreshAndRetry, TOKEN_LOCK_RETRY_MS } from '../../../shared/account/session-rules.js';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, newRawToken } from '../../../server/backend/commerce/services/token-service.js';

const signUp = { firstname: 'Anna', lastname: 'Kranich', email: 'anna@example.com', password: 'Kranich!2026', repeatPassword: 'Kranich!2026' };

describe('spec 02 §5 password rules in the sign-up form', () => {
  it('accepts 8+ characters with upper, lower and special, or 3 of the 4 classes', () => {
    expect(validateSignUp(signUp)).toEqual({});
    expect(validateSignUp({ ...signUp, password: 'Kranich2026', repeatPassword: 'Kranich2026' })).toEqual({});
  });
  it('refuses short or single-class passwords with the rule text', () => {
    expect(validateSignUp({ ...signUp, password: 'Kr!2', repeatPassword: 'Kr!2' }).password).toBe(MSG_PASSWORD);
    expect(validateSignUp({ ...signUp, password: 'kranichkranich', repeatPassword: 'kranichkranich' }).password).toBe(MSG_PASSWORD);
  });
  it('passwords must be identical', () => {
    expect(validateSignUp({ ...signUp, repeatPassword: 'Kranich!2027' })).toEqual({ repeatPassword: MSG_REPEAT });
    expect(validateNewPassword({ password: 'Kranich!2026', repeatPassword: '' })).toEqual({ repeatPassword: MSG_REQUIRED });
  });
  it('names at least 2 letters, a valid e-mail, required fields', () => {
    expect(validateSignUp({ ...signUp, firstname: 'A', lastname: ' ', email: 'anna@' })).toEqual({ firstname: MSG_NAME, lastname: MSG_REQUIRED, email: MSG_EMAIL });
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: MSG_REQUIRED, password: MSG_REQUIRED });
  });
  it('address: zip-code at least 3 letters, street and city required', () => {
    const address = { firstname: 'Anna', lastname: 'Kranich', street: 'Hauptstraße', houseNumber: '1', city: 'Berlin', postcode: '10115', country_id: 'DE' };
    expect(validateAddress(address)).toEqual({});
    expect(validateAddress({ ...address, postcode: '12', street: '', city: '' })).toEqual({ postcode: MSG_ZIP, street: MSG_REQUIRED, city: MSG_REQUIRED });
  });
});

describe('spec 02 §4 token refresh lock and §9 constants', () => {
  it('0 idle starts a refresh; above 0 waits; −1 gives up; attempts capped at 1', () => {
    expect(MAX_REFRESH_ATTEMPTS).toBe(1);
    expect(TOKEN_LOCK_RETRY_MS).toBe(1000);
    expect(decideRefresh(LOCK_IDLE, 0, false)).toBe('refresh');
    expect(decideRefresh(1, 0, false)).toBe('wait');
    expect(decideRefresh(LOCK_FAILED, 0, false)).toBe('give-up');
    expect(decideRefresh(LOCK_IDLE, 1, false)).toBe('give-up');
    expect(decideRefresh(LOCK_IDLE, 0, true)).toBe('done');
  });
  it('spec 02 §8: a 401 with a token is refreshed and retried once', () => {
    expect(shouldRefreshAndRetry(401, true, false)).toBe(true);
    expect(shouldRefreshAndRetry(401, true, true)).toBe(false);
    expect(shouldRefreshAndRetry(401, false, false)).toBe(false);
    expect(shouldRefreshAndRetry(500, true, false)).toBe(false);
  });
  it('logout clears token, group, profile, wishlist, compare, checkout details, order history and refresh token', () => {
    expect([...LOGOUT_CLEARS]).toEqual(['token', 'group', 'profile', 'wishlist', 'compare', 'checkout details', 'order history', 'refresh token']);
  });
  it('access tokens are short-lived (1 h), refresh tokens long-lived (30 days), both 256 random bits', () => {
    expect(ACCESS_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    expect(REFRESH_TOKEN_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const tokens = new Set(Array.from({ length: 50 }, newRawToken));
    expect(tokens.size).toBe(50);
    expect([...tokens][0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
  it('group id and group token go with searches only when price tiers are on', () => {
    expect(priceTierParams(false, { groupId: 2, groupToken: 'g' })).toEqual({});
    expect(priceTierParams(true, { groupId: null, groupToken: null })).toEqual({});
    expect(priceTierParams(true, { groupId: 2, groupToken: 'g' })).toEqual({ userGroupId: '2', groupToken: 'g' });
  });
  it('order history: page size 20, load more asks the next page until all are shown', () => {
    expect(nextOrderPage(20, 21)).toBe(2);
    expect(nextOrderPage(21, 21)).toBeNull();
    expect(nextOrderPage(0, 5)).toBe(1);
  });
});

describe('spec 02 §4 "Orders": statuses shown', () => {
  it('pending and processing are both in progress; canceled is Canceled', () => {
    expect(orderStatusLabel('pending')).toBe('in progress');
    expect(orderStatusLabel('processing')).toBe('in progress');
    expect(orderStatusLabel('canceled')).toBe('Canceled');
  });
  it('the withdrawal link names the order number', () => {
    expect(withdrawalPath('000000012')).toBe('/withdrawal?order=000000012');
  });
});

describe('address book (spec 02 §3: addresses modifiable): exactly one default shipping address', () => {
  const addr = (city: string) => ({ firstname: 'Anna', lastname: 'Kranich', street: ['Weg', '1'], city, postcode: '10115', country_id: 'DE' });
  it('the first address becomes the default; a new one does not unless asked', () => {
    const one = saveAddress([], null, addr('Berlin'), false);
    expect(one[0].default_shipping).toBe(true);
    const two = saveAddress(one, null, addr('Köln'), false);
    expect(two.map((a) => a.default_shipping)).toEqual([true, false]);
    expect(saveAddress(two, null, addr('Bonn'), true).map((a) => a.default_shipping)).toEqual([false, false, true]);
  });
  it('deleting the default hands it to the first remaining one; setting a default moves it', () => {
    const list = setDefaultAddress([addr('A'), addr('B'), addr('C')], 1);
    expect(list.map((a) => a.default_shipping)).toEqual([false, true, false]);
    expect(deleteAddress(list, 1).map((a) => [a.city, a.default_shipping])).toEqual([['A', true], ['C', false]]);
    expect(deleteAddress(list, 0).map((a) => a.default_shipping)).toEqual([true, false]);
  });
  it('editing keeps the id', () => {
    const list = [{ ...addr('A'), id: 4, default_shipping: true }];
    expect(saveAddress(list, 0, addr('Z'), false)[0]).toMatchObject({ id: 4, city: 'Z', default_shipping: true });
  });
});
