import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../server/backend/commerce/password-hash.js';
import { hashToken, newRawToken } from '../../../server/backend/commerce/services/token-service.js';
import { describeIssue } from '../../../server/backend/commerce/http/error-handler.js';

describe('password hashing (scrypt with a per-password salt, constant-time compare)', () => {
  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('Schuh!Kauf1');
    const b = await hashPassword('Schuh!Kauf1');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Schuh!Kauf1', a)).toBe(true);
    expect(await verifyPassword('schuh!kauf1', a)).toBe(false);
    expect(await verifyPassword('Schuh!Kauf1', 'plain')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes and stored as sha256 hex', () => {
    const token = newRawToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newRawToken()).not.toBe(token);
  });
});

describe('schema error messages name the field', () => {
  it('joins the instance path and the missing property', () => {
    expect(describeIssue({ instancePath: '/cartItem', keyword: 'required', params: { missingProperty: 'sku' } })).toEqual({ field: 'cartItem.sku', message: 'cartItem.sku is required' });
    expect(describeIssue({ instancePath: '/products/2/sku', keyword: 'maxLength', message: 'must NOT have more than 64 characters' })).toEqual({ field: 'products.2.sku', message: 'products.2.sku must NOT have more than 64 characters' });
    expect(describeIssue({ instancePath: '', keyword: 'type', message: 'must be object' }).field).toBe('body');
  });
});
