// Issue #13 item 6: password hashing runs through bounded lanes; a full lane refuses at once (ERR_BUSY, 503), and
// log-in's lane is its own, so a flood of sign-ups cannot hold log-ins up.
import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../../server/backend/commerce/hash-queue.js';

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, lets `waiting` more wait, and refuses the next with ERR_BUSY', async () => {
    const queue = new WorkQueue('test', { concurrency: 1, waiting: 1 });
    const g = gate();
    const order: string[] = [];
    const first = queue.run(async () => (await g.promise, order.push('first')));
    const second = queue.run(async () => order.push('second'));
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({ code: 'ERR_BUSY', status: 503 });
    g.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = new WorkQueue('test', { concurrency: 1, waiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('one full lane does not hold up another', async () => {
    const general = new WorkQueue('general', { concurrency: 1, waiting: 0 });
    const login = new WorkQueue('login', { concurrency: 1, waiting: 0 });
    const g = gate();
    const blocked = general.run(() => g.promise);
    await expect(general.run(async () => 'signup')).rejects.toMatchObject({ code: 'ERR_BUSY' });
    await expect(login.run(async () => 'login')).resolves.toBe('login');
    g.open();
    await blocked;
  });
});
