// The catalogue's dates (special price and "new" windows, creation dates): 'YYYY-MM-DD HH:mm:ss' in UTC, or ISO.
// Apart from shared/dates.ts, which formats dates for shoppers, so that the product card's price (every listing
// page's first load) does not carry the formatting code (issue #16: first-load JavaScript).

/** Parses the catalogue's 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO strings; null for empty values. */
export function parseCatalogDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
