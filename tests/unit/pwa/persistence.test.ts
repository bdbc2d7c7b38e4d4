// The persistence layer's rules (spec 01 §8, §9), on a fake storage: read error limit 1 (then memory), write error
// limit 30 (then no more writes), quota errors clear the non-preserved caches (the URL cache) and retry the write.
import { describe, expect, it } from 'vitest';
import { cacheKeysToClear, decideAfterWriteError, isPreservedKey, isQuotaError, READ_ERROR_LIMIT, WRITE_ERROR_LIMIT } from '../../../client/persistence/persistence-policy.js';
import { createPersistentStorage } from '../../../client/persistence/persistent-storage.js';
import { FakeStorage, QuotaExceededError } from './fake-storage.js';

function layer(storage: FakeStorage) {
  const logs: string[] = [];
  return { persistence: createPersistentStorage({ storage: () => storage, log: (m) => logs.push(m) }), logs };
}

describe('spec 01 §9 limits', () => {
  it('read error limit 1, write error limit 30', () => {
    expect(READ_ERROR_LIMIT).toBe(1);
    expect(WRITE_ERROR_LIMIT).toBe(30);
  });
});

describe('spec 01 §8: after the first read error, reading falls back to memory', () => {
  it('answers from memory and asks the storage no more', () => {
    const storage = new FakeStorage({ 'shop/cart': 'stored' });
    const { persistence, logs } = layer(storage);
    expect(persistence.getItem('shop/cart')).toBe('stored');
    storage.failReads = true;
    expect(persistence.getItem('shop/cart')).toBeNull();
    expect(logs.some((m) => m.includes('reading from memory'))).toBe(true);
    storage.failReads = false;
    const readsBefore = storage.reads;
    persistence.setItem('shop/cart', 'written later');
    expect(persistence.getItem('shop/cart')).toBe('written later');
    expect(storage.reads).toBe(readsBefore);
    expect(persistence.state().readErrors).toBe(1);
  });

  it('a storage that cannot even be opened (disabled) counts as a read error and never throws', () => {
    const persistence = createPersistentStorage({
      storage: () => {
        throw new Error('SecurityError');
      },
      log: () => undefined,
    });
    expect(() => persistence.setItem('shop/cart', 'x')).not.toThrow();
    expect(persistence.getItem('shop/cart')).toBe('x');
  });
});

describe('spec 01 §8: after 30 write errors, writing is disabled', () => {
  it('stops calling the storage after the 30th failed write and keeps values in memory', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const { persistence, logs } = layer(storage);
    for (let i = 0; i < 29; i += 1) persistence.setItem('shop/cart', `v${i}`);
    expect(storage.writes).toBe(29);
    persistence.setItem('shop/cart', 'v29');
    expect(storage.writes).toBe(30);
    expect(logs.at(-1)).toContain('writing disabled');
    storage.failWrites = false;
    persistence.setItem('shop/cart', 'after');
    expect(storage.writes).toBe(30);
    expect(storage.data.has('shop/cart')).toBe(false);
    expect(persistence.getItem('shop/cart')).toBe('after');
  });

  it('29 errors leave writing on', () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const { persistence } = layer(storage);
    for (let i = 0; i < 29; i += 1) persistence.setItem('shop/cart', 'x');
    storage.failWrites = false;
    persistence.setItem('shop/cart', 'saved');
    expect(storage.data.get('shop/cart')).toBe('saved');
  });
});

describe('spec 01 §8: a quota error clears the non-preserved caches (the URL cache) and retries the write', () => {
  it('clears shop caches, keeps the cart, claims and other sites’ keys, and the retried write lands', () => {
    const big = 'x'.repeat(400);
    const storage = new FakeStorage({ 'shop/url/main:/men': big, 'shop/url/de:/de/herren': big, 'shop/cms/agb': big, 'shop/claims': '{}', 'other-app': 'keep' });
    storage.quota = 1300;
    const { persistence, logs } = layer(storage);
    persistence.setItem('shop/cart', 'c'.repeat(300));
    expect([...storage.data.keys()].sort()).toEqual(['other-app', 'shop/cart', 'shop/claims']);
    expect(storage.data.get('shop/cart')).toHaveLength(300);
    expect(persistence.state().writeErrors).toBe(0);
    expect(logs.some((m) => m.includes('cleared 3 cached entries'))).toBe(true);
  });

  it('a write that does not fit even after clearing counts as one write error', () => {
    const storage = new FakeStorage({ 'shop/url/main:/men': 'x' });
    storage.quota = 10;
    const { persistence } = layer(storage);
    persistence.setItem('shop/cart', 'far too long for this storage');
    expect(persistence.state().writeErrors).toBe(1);
    expect(persistence.getItem('shop/cart')).toBe('far too long for this storage');
  });
});

describe('policy helpers', () => {
  it('knows preserved keys and which keys are caches', () => {
    expect(isPreservedKey('shop/cart')).toBe(true);
    expect(isPreservedKey('shop/checkout/personal')).toBe(true);
    expect(isPreservedKey('shop/url/main:/men')).toBe(false);
    expect(cacheKeysToClear(['shop/cart', 'shop/url/a', 'shop/cms/b', 'elsewhere'])).toEqual(['shop/url/a', 'shop/cms/b']);
  });

  it('recognises quota errors by name or code, and retries only once', () => {
    expect(isQuotaError(new QuotaExceededError())).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 1014 })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(decideAfterWriteError(new QuotaExceededError(), false)).toBe('clear-caches-and-retry');
    expect(decideAfterWriteError(new QuotaExceededError(), true)).toBe('count-error');
    expect(decideAfterWriteError(new Error('x'), false)).toBe('count-error');
  });
});
