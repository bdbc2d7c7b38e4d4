// The backend tier's tail of the change log (issue #14 item 4): whatever process wrote a change (this one, the
// catalogue command, the staff's review command, another backend), the tail finds it in `change_log` and publishes
// it on the tier's ChangeFeed, from where the stream (change-stream.ts) carries it to every edge.
//
// How it wakes up: on PostgreSQL a connection of its own LISTENs on the channel recordChange notifies at commit
// (change-log.ts), with a slow poll as a safety net for a notification lost with a dropped connection; on SQLite,
// which has no notifications, it polls the largest id (one index lookup) a few times a second.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { changesAfter, changesWithIds, CHANGE_LOG_CHANNEL, lastChangeId, type LoggedChange } from '../db/change-log.js';
import type { Database } from '../db/database.js';
import type { ChangeFeed } from './change-feed.js';

/** SQLite: how often the largest id is read. Well inside the 2 s every edge must follow a change in. */
export const SQLITE_POLL_MS = 300;
/** PostgreSQL: the safety-net poll beside LISTEN/NOTIFY. */
export const POSTGRES_POLL_MS = 5000;
/** A dropped LISTEN connection is opened again after this pause. */
const RELISTEN_DELAY_MS = 1000;
/** Changes read per query while catching up. */
const BATCH = 500;
/**
 * PostgreSQL hands out ids when a writer inserts, not when it commits: with several writers (orders on every replica,
 * an import) a later id can be committed and read before an earlier one. The tail keeps the ids it skipped and looks
 * for them again this long (longer than any writing transaction takes); what is still missing then was rolled back.
 */
export const GAP_WAIT_MS = 60_000;
/** More skipped ids than this at once are not kept (a sequence jump after a restart, not writers in flight). */
const MAX_GAP = 1000;

/**
 * Runs before the tail publishes changes, e.g. the catalogue index's refresh (issue #14 items 1–3: the backend
 * reloads the documents a change touched), so that an edge which drops its entries on the event asks an index that
 * already answers the new data. A hook that throws is logged; the changes are published anyway.
 */
export type ChangeHook = (changes: readonly LoggedChange[]) => Promise<void> | void;

export interface ChangeTailOptions {
  db: Database;
  feed: ChangeFeed;
  logger: FastifyBaseLogger;
  /** Set on PostgreSQL: the tail LISTENs on a connection of its own to it. */
  databaseUrl: string | null;
  /** Poll interval; default SQLITE_POLL_MS, or POSTGRES_POLL_MS with a databaseUrl. */
  pollMs?: number;
}

export class ChangeTail {
  private lastId = 0;
  /** Ids below lastId not read yet (PostgreSQL), with when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private readonly hooks: ChangeHook[] = [];
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private stopped = false;
  private failing = false;

  constructor(private readonly options: ChangeTailOptions) {}

  /** The id of the last change published. */
  get lastPublishedId(): number {
    return this.lastId;
  }

  /** Adds a hook run before every publication (see ChangeHook); the order of adding is the order of running. */
  beforePublish(hook: ChangeHook): void {
    this.hooks.push(hook);
  }

  /** Starts after the last change logged so far: what happened before this process started is already in its data. */
  async start(): Promise<void> {
    this.lastId = await lastChangeId(this.options.db);
    if (this.options.databaseUrl) void this.listen(this.options.databaseUrl);
    const pollMs = this.options.pollMs ?? (this.options.databaseUrl ? POSTGRES_POLL_MS : SQLITE_POLL_MS);
    this.timer = setInterval(() => void this.catchUp(), pollMs);
    this.timer.unref();
  }

  /**
   * Reads and publishes everything logged since the last read. Calls while a read runs are folded into one more
   * read after it, so a burst of notifications costs two queries, not one per notification.
   */
  catchUp(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        await this.readNew();
      } while (this.readAgain && !this.stopped);
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.reading;
  }

  private async readNew(): Promise<void> {
    const { db, logger } = this.options;
    try {
      if (this.gaps.size) await this.readLate();
      // The cheap question first: on SQLite this runs a few times a second and almost always finds nothing.
      if ((await lastChangeId(db)) <= this.lastId) return this.recovered();
      for (;;) {
        const changes = await changesAfter(db, this.lastId, BATCH);
        if (changes.length === 0 || this.stopped) break;
        await this.publish(changes);
        if (changes.length < BATCH) break;
      }
      this.recovered();
    } catch (error) {
      // The database is away (a restart, a failover): say so once, keep polling, catch up when it is back.
      if (!this.failing) logger.warn({ err: error }, 'change log: cannot read; edges get the changes once the database answers again');
      this.failing = true;
    }
  }

  private recovered(): void {
    if (this.failing) this.options.logger.info({ lastId: this.lastId }, 'change log: reading again');
    this.failing = false;
  }

  /** Publishes the skipped ids that have been committed since; forgets those missing for longer than GAP_WAIT_MS. */
  private async readLate(): Promise<void> {
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(id);
    const late = await changesWithIds(this.options.db, [...this.gaps.keys()]);
    for (const change of late) this.gaps.delete(change.id);
    if (late.length) await this.publish(late);
  }

  /** Notes the ids between the last one read and this batch's that it does not hold (only PostgreSQL has them). */
  private noteGaps(changes: readonly LoggedChange[]): void {
    if (!this.options.databaseUrl) return;
    const now = Date.now();
    let previous = this.lastId;
    for (const { id } of changes) {
      if (id <= previous) continue;
      if (id - previous - 1 <= MAX_GAP) for (let missing = previous + 1; missing < id; missing++) this.gaps.set(missing, now);
      previous = id;
    }
  }

  private async publish(changes: readonly LoggedChange[]): Promise<void> {
    this.noteGaps(changes);
    for (const hook of this.hooks) {
      try {
        await hook(changes);
      } catch (error) {
        this.options.logger.error({ err: error, changes: changes.length }, 'change log: a hook before publishing failed; publishing anyway');
      }
    }
    for (const change of changes) {
      this.options.feed.publish({ tags: change.tags, reason: change.reason });
      this.lastId = Math.max(this.lastId, change.id);
    }
    this.options.logger.debug({ changes: changes.length, lastId: this.lastId }, 'change log: published');
  }

  private async listen(databaseUrl: string): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    const again = () => {
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(databaseUrl), RELISTEN_DELAY_MS).unref();
    };
    // Without a listener an 'error' of this connection (pg_terminate_backend, a restart) would end the process.
    client.on('error', (error) => {
      this.options.logger.warn({ err: error }, 'change log: LISTEN connection lost; opening another');
      again();
    });
    client.on('end', again);
    client.on('notification', () => void this.catchUp());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_LOG_CHANNEL}`);
      if (this.stopped) await client.end();
      // Whatever was committed while no one listened.
      else void this.catchUp();
    } catch (error) {
      if (this.listener === client) {
        this.options.logger.warn({ err: error }, 'change log: cannot LISTEN; polling until it can');
        again();
      }
    }
  }
}
