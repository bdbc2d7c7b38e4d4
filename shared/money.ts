// Money is EUR in every store view and computed in integer cents (DESIGN §5).
// Display: symbol first, decimal comma, thousands dot, two decimals: €129,00, €1.299,00, -€5,00.

export type Cents = number;

/** Converts a euro amount as the catalogue index stores it (129.9) to integer cents (12990). */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Not a finite amount: ${euros}`);
  const scaled = euros * 100;
  // Nearly every catalogue amount lands within a hair of a whole cent: that cent, without the string round trip
  // below (a listing page converts about a thousand prices; the string way showed in the SSR profile).
  const nearest = Math.round(scaled);
  if (nearest !== 0 && Math.abs(scaled - nearest) < 1e-6) return nearest;
  // Round through a string of fixed decimals so that 1.005 and similar binary fractions land on the nearest cent.
  return Math.round(Number(scaled.toFixed(4)));
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Formats integer cents: 12900 → '€129,00', 129900 → '€1.299,00', -500 → '-€5,00'. */
export function formatPrice(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}€${groupThousands(whole)},${fraction}`;
}

/** Formats a whole euro amount without decimals, for range labels: 50 → '€50'. */
export function formatWholeEuros(euros: number): string {
  const sign = euros < 0 ? '-' : '';
  return `${sign}€${groupThousands(Math.abs(Math.trunc(euros)).toString())}`;
}
