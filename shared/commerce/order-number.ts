// Order numbers (issue #13 item 13): what the shopper sees, quotes on the phone and what Payone's `reference` is.
// They stay readable (ten digits, no leading zero) but are drawn at random, so that two orders' numbers tell
// nobody how many orders the shop took in between. Uniqueness is the database's unique index on
// orders.increment_id; the order service draws again on a collision (about 1 in 9 · 10⁹ per existing order).

export const ORDER_NUMBER_DIGITS = 10;
const SMALLEST = 10 ** (ORDER_NUMBER_DIGITS - 1);
const SPAN = 9 * SMALLEST;

/** A source of uniformly distributed 32-bit unsigned integers (crypto.getRandomValues in production). */
export type RandomUint32 = () => number;

function cryptoUint32(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * A random order number of ORDER_NUMBER_DIGITS digits, the first one not 0 (so it never loses a digit in a
 * spreadsheet). Two 32-bit draws give 64 bits; the modulo bias over 9 · 10⁹ values is below 10⁻⁹.
 */
export function newOrderNumber(random: RandomUint32 = cryptoUint32): string {
  const wide = BigInt(random() >>> 0) * 2n ** 32n + BigInt(random() >>> 0);
  return String(SMALLEST + Number(wide % BigInt(SPAN)));
}

export const ORDER_NUMBER_PATTERN = new RegExp(`^[1-9]\\d{${ORDER_NUMBER_DIGITS - 1}}$`);

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}
