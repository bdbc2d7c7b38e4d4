// Omnibus price indication (EU 2019/2161; German PAngV §11): with a price reduction, the lowest total price the
// shop applied in the 30 days before the reduction. Pure: the history and the moment of the reduction go in.

export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PriceChange {
  priceCents: number;
  /** ISO-8601 instant from which the price applied. */
  effectiveFrom: string;
}

/**
 * The lowest price in force during the 30 days before `reductionStart` (the reduced price itself, which starts at
 * that moment, does not count). With no history before the reduction, the current regular price is the answer.
 */
export function lowestPriorPriceCents(history: readonly PriceChange[], reductionStart: Date, regularCents: number): number {
  const start = reductionStart.getTime();
  const windowStart = start - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;
  const changes = history
    .map((c) => ({ cents: c.priceCents, at: Date.parse(c.effectiveFrom) }))
    .filter((c) => Number.isFinite(c.at) && c.at < start)
    .sort((a, b) => a.at - b.at);
  // The price in force when the window opened, and every price set within the window.
  const inForceAtWindowStart = changes.filter((c) => c.at <= windowStart).at(-1);
  const within = changes.filter((c) => c.at > windowStart);
  const prices = [...(inForceAtWindowStart ? [inForceAtWindowStart.cents] : []), ...within.map((c) => c.cents)];
  return prices.length ? Math.min(...prices) : regularCents;
}

/**
 * When the reduction in force began: the special price's from-date, or else the latest change to the special price
 * in the history. Null when neither is known (the caller then falls back to the regular price).
 */
export function reductionStartOf(history: readonly PriceChange[], specialCents: number, specialFrom: string | null): Date | null {
  if (specialFrom) {
    const from = new Date(specialFrom);
    if (!Number.isNaN(from.getTime())) return from;
  }
  const change = [...history].filter((c) => c.priceCents === specialCents).sort((a, b) => Date.parse(a.effectiveFrom) - Date.parse(b.effectiveFrom)).at(-1);
  return change ? new Date(change.effectiveFrom) : null;
}
