// The order is the server cart (issue 12 §3): the lines a checkout sends are what the shopper confirmed, and they
// must agree with the cart the server keeps, sku by sku and quantity by quantity; otherwise the order is refused
// (409), never built from the request and never silently re-priced. Lines are compared after each is resolved to the
// sku it buys (a configurable parent with its options becomes its child), with a sku's quantities summed over its
// lines, so the same goods split differently over lines still agree.

export interface QuantityLine {
  sku: string;
  qty: number;
}

export interface LineDifference {
  sku: string;
  /** 0 when the server cart does not hold the sku. */
  cartQty: number;
  /** 0 when the request does not name the sku. */
  requestQty: number;
}

function quantitiesBySku(lines: readonly QuantityLine[]): Map<string, number> {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.qty);
  return bySku;
}

/** Every sku whose quantity differs between the server cart and the request, sorted by sku; empty when they agree. */
export function cartLineDifferences(cart: readonly QuantityLine[], request: readonly QuantityLine[]): LineDifference[] {
  const inCart = quantitiesBySku(cart);
  const inRequest = quantitiesBySku(request);
  const skus = [...new Set([...inCart.keys(), ...inRequest.keys()])].sort();
  return skus
    .map((sku) => ({ sku, cartQty: inCart.get(sku) ?? 0, requestQty: inRequest.get(sku) ?? 0 }))
    .filter((d) => d.cartQty !== d.requestQty);
}

/**
 * The total the shopper confirmed must be the total the order charges. Absent (an API client that sends none) the
 * order is not compared; the shop's checkout always sends the total it showed.
 */
export function isConfirmedTotal(expectedCents: number | null | undefined, grandTotalCents: number): boolean {
  return expectedCents === null || expectedCents === undefined || expectedCents === grandTotalCents;
}
