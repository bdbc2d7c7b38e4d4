// Password hashing runs through bounded queues (issue #13 item 6). One scrypt costs tens of milliseconds of a libuv
// thread and 16 MiB; 300 sign-ups in a row used to queue up behind each other and in front of every log-in until
// log-ins timed out. Now each lane runs at most `concurrency` hashes at once and lets at most `waiting` more wait;
// beyond that the request is refused at once with 503 and Retry-After (ERR_BUSY) instead of piling up. Log-in has
// a lane of its own, so sign-ups (and password changes and resets) can never starve log-ins. The two lanes' threads
// together stay within libuv's default pool of 4.
import { fail } from './commerce-error.js';

export interface LaneLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes allowed to wait for a free slot; one more is refused. */
  waiting: number;
}

/** How long a refused caller should wait before trying again (the Retry-After header). */
export const HASH_RETRY_AFTER_SECONDS = 2;

export const LOGIN_LANE_LIMITS: LaneLimits = { concurrency: 2, waiting: 64 };
// One hash at a time for sign-ups, resets and password changes: on a 2-core machine log-in keeps the other core;
// 8 waiting keeps the wait below the edge's upstream timeout (measured: bench/history.md, "Log-in while sign-ups …").
export const GENERAL_LANE_LIMITS: LaneLimits = { concurrency: 1, waiting: 8 };

export class WorkQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly name: string,
    private readonly limits: LaneLimits,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Runs the task when a slot is free; throws ERR_BUSY (503) at once when the waiting list is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.queue.length >= this.limits.waiting) throw fail('ERR_BUSY');
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export type HashLane = 'login' | 'general';

export const HASH_LANES: Readonly<Record<HashLane, WorkQueue>> = {
  login: new WorkQueue('login', LOGIN_LANE_LIMITS),
  general: new WorkQueue('general', GENERAL_LANE_LIMITS),
};
