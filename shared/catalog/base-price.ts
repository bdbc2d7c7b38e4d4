// Base price per unit (spec 01 §3): shown as price per amount and unit, e.g. '€26,53 / 1 l'.
import type { ProductDocument } from '../catalog-types.js';
import type { Cents } from '../money.js';

/** Unit codes of spec 01 §3. */
export const BASE_PRICE_UNITS: Readonly<Record<number, string>> = {
  2244: 'kg',
  2245: 'lbs',
  2246: 'g',
  2247: 'l',
  2248: 'ml',
  2249: 'm',
  2250: 'cm',
  2251: 'mm',
};

export interface BasePrice {
  cents: Cents;
  /** The reference amount the price is for, e.g. 100. */
  baseAmount: number;
  unit: string;
}

/**
 * base_price_amount is the quantity in the package (75 ml), base_price_base_amount the reference quantity
 * (100 ml): the base price is the price scaled from the package to the reference quantity.
 */
export function getBasePrice(product: Pick<ProductDocument, 'base_price_amount' | 'base_price_base_amount' | 'base_price_unit'>, priceCents: Cents): BasePrice | null {
  const amount = product.base_price_amount;
  const baseAmount = product.base_price_base_amount;
  const unit = product.base_price_unit !== undefined ? BASE_PRICE_UNITS[product.base_price_unit] : undefined;
  if (!amount || amount <= 0 || !baseAmount || baseAmount <= 0 || !unit) return null;
  return { cents: Math.round((priceCents * baseAmount) / amount), baseAmount, unit };
}
