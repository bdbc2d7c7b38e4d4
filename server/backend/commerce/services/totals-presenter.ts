// Totals in Magento's shape, euros as numbers computed from integer cents (129.9), with the five segments.
import { VAT_RATE_PERCENT } from '../../../../shared/catalog/prices.js';
import { vatIncludedCents } from '../../../../shared/catalog/prices.js';
import { FREE_SHIPPING } from '../../../../shared/commerce/methods.js';
import { centsToEuros } from '../../../../shared/money.js';
import type { CartRow } from '../../../db/schema.js';
import { optionLabels } from './line-resolver.js';
import type { CartCalculation } from './totals-service.js';

export interface TotalsSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
}

export interface TotalsItemView {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
  base_price_incl_tax: number;
  row_total_incl_tax: number;
  row_total: number;
  tax_amount: number;
  tax_percent: number;
  options: string;
}

export interface TotalsView {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  base_currency_code: 'EUR';
  quote_currency_code: 'EUR';
  items_qty: number;
  coupon_code?: string;
  items: TotalsItemView[];
  total_segments: TotalsSegment[];
}

const euros = centsToEuros;

export function presentTotals(calc: CartCalculation, cart: Pick<CartRow, 'shipping_method_code'>): TotalsView {
  const t = calc.totals;
  const shippingTitle = cart.shipping_method_code ? `Shipping & Handling (${FREE_SHIPPING.methodTitle})` : 'Shipping & Handling';
  const view: TotalsView = {
    grand_total: euros(t.grandTotal),
    base_grand_total: euros(t.grandTotal),
    subtotal: euros(t.subtotal - vatIncludedCents(t.subtotal)),
    subtotal_incl_tax: euros(t.subtotal),
    discount_amount: euros(-t.discount),
    shipping_amount: euros(t.shipping),
    shipping_incl_tax: euros(t.shipping),
    tax_amount: euros(t.tax),
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items_qty: t.itemsQty,
    items: calc.lines.map((line, i) => {
      const row = t.rowTotals[i];
      const tax = vatIncludedCents(row);
      return {
        item_id: line.item.item_id,
        sku: line.item.sku,
        name: line.product?.name ?? line.item.sku,
        qty: line.item.qty,
        price_incl_tax: euros(line.unitPriceCents),
        base_price_incl_tax: euros(line.unitPriceCents),
        row_total_incl_tax: euros(row),
        row_total: euros(row - tax),
        tax_amount: euros(tax),
        tax_percent: VAT_RATE_PERCENT,
        options: optionLabels(line.product),
      };
    }),
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: euros(t.subtotal) },
      { code: 'shipping', title: shippingTitle, value: euros(t.shipping) },
      { code: 'discount', title: calc.coupon ? `Discount (${calc.coupon.code})` : 'Discount', value: euros(-t.discount) },
      { code: 'tax', title: `Tax (incl. ${VAT_RATE_PERCENT}% VAT)`, value: euros(t.tax) },
      { code: 'grand_total', title: 'Grand Total', value: euros(t.grandTotal) },
    ],
  };
  if (calc.coupon) view.coupon_code = calc.coupon.code;
  return view;
}
