// Payone's item lines (spec 02 §3 "Payment-provider item line: it (goods or shipment), id, pr (price in minor
// units), no (quantity), de (description)"). Payone documents pr[n] as the unit gross price in the smallest
// currency unit, array elements numbered from [1] without gaps, at most 400 (docs.payone.com, Klarna payments and
// "Module invoicing"). Klarna refuses a session whose lines do not add up to `amount`, so the lines are built from
// the cart totals the commerce backend computed and their sum is checked against the amount before sending.
import { eurosToCents, type Cents } from '../money.js';

export type PayoneItemType = 'goods' | 'shipment' | 'voucher';
export const PAYONE_ITEM_TYPES: readonly PayoneItemType[] = ['goods', 'shipment', 'voucher'];
/** Payone numbers item arrays from [1] up to [400]. */
export const MAX_ITEM_LINES = 400;
const MAX_ID_LENGTH = 32;
const MAX_DESCRIPTION_LENGTH = 255;

export interface PayoneItemLine {
  it: PayoneItemType;
  id: string;
  /** Unit gross price in minor units (cents); negative for a voucher. */
  pr: Cents;
  no: number;
  de: string;
}

/** The parts of `GET /api/cart/totals` (DESIGN §3.4) the lines come from; euro amounts as the backend sends them. */
export interface CartTotalsForPayone {
  grand_total: number;
  discount_amount?: number;
  shipping_incl_tax?: number;
  items: readonly { item_id: number | string; qty: number; row_total_incl_tax: number; sku?: string; name?: string }[];
  total_segments?: readonly { code: string; title?: string; value: number }[];
}

export interface ItemLineLabels {
  shipping: string;
  discount: string;
}

const DEFAULT_LABELS: ItemLineLabels = { shipping: 'Shipping', discount: 'Discount' };

/** €129,90 → 12990: Payone's `amount` and `pr[n]` are integers in the currency's smallest unit. */
export function amountInMinorUnits(euros: number): Cents {
  return eurosToCents(euros);
}

export function sumItemLines(lines: readonly PayoneItemLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.pr * line.no, 0);
}

function goodsLine(item: CartTotalsForPayone['items'][number]): PayoneItemLine {
  const rowCents = eurosToCents(item.row_total_incl_tax);
  const name = item.name ?? item.sku ?? `Item ${item.item_id}`;
  const id = (item.sku ?? String(item.item_id)).slice(0, MAX_ID_LENGTH);
  // A row total that does not split into equal unit prices (a rounded discount) goes as one line of the whole
  // row, so the lines still add up to the cent.
  if (item.qty > 0 && Number.isInteger(item.qty) && rowCents % item.qty === 0) {
    return { it: 'goods', id, pr: rowCents / item.qty, no: item.qty, de: name.slice(0, MAX_DESCRIPTION_LENGTH) };
  }
  return { it: 'goods', id, pr: rowCents, no: 1, de: `${item.qty} × ${name}`.slice(0, MAX_DESCRIPTION_LENGTH) };
}

function segmentValue(totals: CartTotalsForPayone, code: string): { value: number; title?: string } | undefined {
  const segment = totals.total_segments?.find((s) => s.code === code);
  return segment ? { value: segment.value, title: segment.title } : undefined;
}

/** Goods lines from the cart rows, a 'shipment' line when shipping costs something, a 'voucher' line for a discount. */
export function itemLinesFromTotals(totals: CartTotalsForPayone, labels: ItemLineLabels = DEFAULT_LABELS): PayoneItemLine[] {
  const lines = totals.items.filter((item) => item.qty > 0).map(goodsLine);
  const shippingSegment = segmentValue(totals, 'shipping');
  const shippingCents = eurosToCents(totals.shipping_incl_tax ?? shippingSegment?.value ?? 0);
  if (shippingCents > 0) {
    lines.push({ it: 'shipment', id: 'shipping', pr: shippingCents, no: 1, de: shippingSegment?.title || labels.shipping });
  }
  const discountSegment = segmentValue(totals, 'discount');
  // Magento reports discounts as negative amounts; take the sign away and put it back, whichever way it came.
  const discountCents = Math.abs(eurosToCents(totals.discount_amount ?? discountSegment?.value ?? 0));
  if (discountCents > 0) {
    lines.push({ it: 'voucher', id: 'discount', pr: -discountCents, no: 1, de: discountSegment?.title || labels.discount });
  }
  return lines;
}

/** it[1]=goods, id[1]=…, pr[1]=…: the form parameters Payone expects, numbered from 1. */
export function itemLineParams(lines: readonly PayoneItemLine[]): Record<string, string> {
  const params: Record<string, string> = {};
  lines.forEach((line, index) => {
    const n = index + 1;
    params[`it[${n}]`] = line.it;
    params[`id[${n}]`] = line.id;
    params[`pr[${n}]`] = String(line.pr);
    params[`no[${n}]`] = String(line.no);
    params[`de[${n}]`] = line.de;
  });
  return params;
}

/** Why a set of lines cannot be sent for `amount`, or null when it can. */
export function itemLinesProblem(lines: readonly PayoneItemLine[], amount: Cents): string | null {
  if (lines.length === 0) return 'must hold at least one line';
  if (lines.length > MAX_ITEM_LINES) return `must hold at most ${MAX_ITEM_LINES} lines`;
  const bad = lines.findIndex((l) => !Number.isInteger(l.pr) || !Number.isInteger(l.no) || l.no < 1);
  if (bad >= 0) return `line ${bad + 1} needs an integer pr and a whole quantity no of at least 1`;
  const sum = sumItemLines(lines);
  return sum === amount ? null : `must add up to amount (${amount}), but add up to ${sum}`;
}
