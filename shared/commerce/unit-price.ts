// The unit price a cart line pays, in cents incl. VAT: the special price within its window (spec 01 §4), using
// the catalogue's own rule so that the cart and the product page never disagree.
import { isSpecialPriceActive } from '../catalog/prices.js';
import { centsToEuros, type Cents } from '../money.js';

export interface PricedRow {
  priceCents: Cents;
  specialPriceCents: Cents | null;
  specialFrom: string | null;
  specialTo: string | null;
}

export function unitPriceCents(row: PricedRow, now: Date): Cents {
  if (row.specialPriceCents === null) return row.priceCents;
  const active = isSpecialPriceActive(
    {
      price_incl_tax: centsToEuros(row.priceCents),
      special_price_incl_tax: centsToEuros(row.specialPriceCents),
      special_from_date: row.specialFrom,
      special_to_date: row.specialTo,
    },
    now,
  );
  return active ? row.specialPriceCents : row.priceCents;
}
