// The newsletter's thank-you: a single-use 10% coupon (spec 02 §1, §9) with a random code like NL-7KQ2XM, stored in
// the commerce backend's coupons table through its own createCoupon, so the cart accepts it like any other code.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createCoupon } from '../commerce/services/coupon-service.js';
import type { Database } from '../../db/schema.js';

export const NEWSLETTER_COUPON_PERCENT = 10;
export const COUPON_PREFIX = 'NL-';
/** No 0/O, 1/I/L: codes are typed in by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const ATTEMPTS = 5;

/** Creates a coupon with the given code; false when the code exists already. */
export type CouponIssuer = (code: string, percent: number, now: Date) => Promise<boolean>;

export function randomCouponCode(pick: (max: number) => number = randomInt): string {
  let code = COUPON_PREFIX;
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[pick(ALPHABET.length)];
  return code;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's database, whose schema holds the commerce coupons table
export function commerceCouponIssuer(db: Kysely<any>): CouponIssuer {
  return (code, percent, now) => createCoupon(db as Database, { code, kind: 'percent', amount: percent, singleUse: true }, now);
}

/** A new coupon under a fresh random code (31^6 codes: a rare collision draws again). */
export async function issueNewsletterCoupon(issue: CouponIssuer, now: Date): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = randomCouponCode();
    if (await issue(code, NEWSLETTER_COUPON_PERCENT, now)) return code;
  }
  throw new Error(`No free coupon code after ${ATTEMPTS} attempts`);
}
