import { describe, expect, it } from 'vitest';
import { COMMERCE_ERROR_CODES, COMMERCE_ERRORS, isCommerceErrorCode } from '../../../shared/commerce/error-codes.js';

describe('commerce error codes (stable codes shared by server and client)', () => {
  it('every code is ERR_ upper snake case with an HTTP error status and a message', () => {
    for (const code of COMMERCE_ERROR_CODES) {
      expect(code).toMatch(/^ERR_[A-Z_]+$/);
      expect(COMMERCE_ERRORS[code].status).toBeGreaterThanOrEqual(400);
      expect(COMMERCE_ERRORS[code].message.length).toBeGreaterThan(5);
    }
  });

  it('keeps the spec 02 §5/§8 wordings', () => {
    expect(COMMERCE_ERRORS.ERR_PRICE_UNKNOWN.message).toBe('Product price is unknown, product cannot be added to the cart!');
    expect(COMMERCE_ERRORS.ERR_DUPLICATE_EMAIL.message).toMatch(/customer with the same email already exists/);
    expect(COMMERCE_ERRORS.ERR_INVALID_COUPON.message).toMatch(/coupon code isn't valid/);
    expect(COMMERCE_ERRORS.ERR_OUT_OF_STOCK.message).toMatch(/ordered products are not available/);
    expect(COMMERCE_ERRORS.ERR_MIN_ORDER_VALUE.message).toContain('€20,00');
    expect(COMMERCE_ERRORS.ERR_UNAUTHORIZED.status).toBe(401);
  });

  it('recognises its codes only', () => {
    expect(isCommerceErrorCode('ERR_OUT_OF_STOCK')).toBe(true);
    expect(isCommerceErrorCode('toString')).toBe(false);
    expect(isCommerceErrorCode(42)).toBe(false);
  });
});
