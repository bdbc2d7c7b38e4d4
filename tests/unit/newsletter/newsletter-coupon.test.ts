// The newsletter coupon (spec 02 §1, §9: 10%): a random single-use code NL-XXXXXX without look-alike characters,
// drawn again when the code exists.
import { describe, expect, it } from 'vitest';
import { issueNewsletterCoupon, NEWSLETTER_COUPON_PERCENT, randomCouponCode } from '../../../server/backend/newsletter/newsletter-coupon.js';
import { normalizeCouponCode } from '../../../shared/commerce/coupons.js';

describe('newsletter coupon', () => {
  it('codes look like NL-XXXXXX, without 0, O, 1, I or L, and stay the same when normalised', () => {
    for (let i = 0; i < 200; i++) {
      const code = randomCouponCode();
      expect(code).toMatch(/^NL-[A-HJKMNP-Z2-9]{6}$/);
      expect(normalizeCouponCode(code)).toBe(code);
    }
  });

  it('is 10% and draws a new code after a collision', async () => {
    const seen: [string, number][] = [];
    let calls = 0;
    const code = await issueNewsletterCoupon(async (c, percent) => (seen.push([c, percent]), ++calls > 1), new Date());
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual([code, NEWSLETTER_COUPON_PERCENT]);
    expect(NEWSLETTER_COUPON_PERCENT).toBe(10);
  });

  it('gives up after a few collisions instead of looping', async () => {
    await expect(issueNewsletterCoupon(async () => false, new Date())).rejects.toThrow(/No free coupon code/);
  });
});
