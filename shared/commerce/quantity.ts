// Quantity rules of spec 02 §5 and §9: above 0, a positive integer, numbers or numeric strings, max sale qty 10000.
import { MAX_SALE_QTY } from '../catalog/stock.js';

export { MAX_SALE_QTY };

export type QuantityResult = { ok: true; qty: number } | { ok: false; error: 'ERR_QTY_INVALID' | 'ERR_QTY_LIMIT' };

/** Spec 02 §5: a quantity may be a number or a numeric string; it must be a whole number above 0 and at most 10000. */
export function parseQuantity(input: unknown): QuantityResult {
  let value: number;
  if (typeof input === 'number') value = input;
  else if (typeof input === 'string' && /^\s*\d+(\.0+)?\s*$/.test(input)) value = Number(input);
  else return { ok: false, error: 'ERR_QTY_INVALID' };
  if (!Number.isSafeInteger(value) || value <= 0) {
    return Number.isFinite(value) && value > MAX_SALE_QTY ? { ok: false, error: 'ERR_QTY_LIMIT' } : { ok: false, error: 'ERR_QTY_INVALID' };
  }
  if (value > MAX_SALE_QTY) return { ok: false, error: 'ERR_QTY_LIMIT' };
  return { ok: true, qty: value };
}
