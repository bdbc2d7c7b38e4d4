// Values for `where … in (…)` lookups and rows for multi-row inserts, cut into lists short enough for one statement
// on both dialects (SQLite's bound-variable limit, PostgreSQL's 65,535 parameters, plans that stay cheap). One place
// for the size, so the import, the catalogue refresh and the order's stock write batch their statements alike.

/** Values per `in (…)` list, rows per insert (columns × rows stay far under both dialects' limits). */
export const VALUES_PER_STATEMENT = 100;

/** Consecutive slices of `values`, each at most `size` long (none for an empty list). */
export function* inBatches<T>(values: readonly T[], size = VALUES_PER_STATEMENT): Generator<T[]> {
  if (!(size >= 1)) throw new RangeError(`inBatches: size must be at least 1, got ${size}`);
  for (let i = 0; i < values.length; i += size) yield values.slice(i, i + size);
}
