// One rule for catalogue changes and orders (issue #14 item 2, lost updates). A catalogue change (the import, `_bulk`)
// reads the stored documents, merges and plans, then writes documents and the commerce rows (prices, stock) from
// them. An order takes stock (the `stock` rows) and writes the quantity left into the same documents. Were an order
// to commit between the change's read and its write, the change would write back the stock it read and the order's
// decrement would be lost (the next shopper buys a unit that was sold: an oversell). So the two serialise:
//   - SQLite: every writing transaction begins IMMEDIATE (sqlite-immediate.ts) and holds the one write lock, so an
//     order waits for a catalogue change to commit (or the change for the order) already; nothing to take here.
//   - PostgreSQL: a transaction-scoped advisory lock, taken first in the transaction: a catalogue change holds it
//     exclusively, orders share it (orders still run side by side; their rows serialise them among themselves).
// The stock a change writes is therefore applied as of its transaction: an order committed before it is in what
// the change reads (a file's own stock value replaces it, as the owner meant), an order after it decrements from
// what the change wrote. An order that cannot get the lock within ORDER_LOCK_TIMEOUT (a long import) is refused
// as "busy, try again" (503, Retry-After: availability.ts), as SQLite's busy timeout does.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.js';
import type { DatabaseSchema } from './schema.js';

/** The advisory lock's key (any constant the shop uses for nothing else). */
const CATALOGUE_LOCK_KEY = 1_400_214;
/** How long an order waits for a running catalogue change before it is answered 503 (SQLite's busy timeout). */
const ORDER_LOCK_TIMEOUT = '5s';

type Transaction = Kysely<DatabaseSchema>;

const isPostgres = (trx: Transaction) => dialectOf(trx as unknown as Kysely<unknown>) === 'postgres';

/** Taken by a catalogue change, first thing in its transaction; waits for the orders in flight. */
export async function lockCatalogueForChange(trx: Transaction): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`.execute(trx);
}

/** Taken by an order, first thing in its transaction; waits (at most ORDER_LOCK_TIMEOUT) for a catalogue change. */
export async function lockCatalogueForOrder(trx: Transaction): Promise<void> {
  if (!isPostgres(trx)) return;
  const { rows } = await sql<{ previous: string }>`select current_setting('lock_timeout') as previous`.execute(trx);
  await sql`select set_config('lock_timeout', ${ORDER_LOCK_TIMEOUT}, true)`.execute(trx);
  await sql`select pg_advisory_xact_lock_shared(${CATALOGUE_LOCK_KEY})`.execute(trx);
  // The rest of the order (its stock rows, a concurrent order of the same sku) waits as it did before.
  await sql`select set_config('lock_timeout', ${rows[0].previous}, true)`.execute(trx);
}
