import { describe, expect, it } from 'vitest';
import {
  addNotification,
  createNotification,
  DEFAULT_TIME_TO_LIVE,
  ID_LIMIT,
  normalizeNotificationType,
  removalDelay,
  removeNotification,
  type Notification,
} from '../../../shared/notifications.js';

const fixed = (value: number) => () => value;
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

describe('notifications (spec 01 §4, spec 02 §4)', () => {
  it('types: secondary, info, success, warning and danger are kept', () => {
    for (const type of ['secondary', 'info', 'success', 'warning', 'danger']) {
      expect(normalizeNotificationType(type)).toBe(type);
    }
  });

  it('an unknown type becomes danger', () => {
    expect(normalizeNotificationType('error')).toBe('danger');
    expect(normalizeNotificationType(undefined)).toBe('danger');
    expect(createNotification({ type: 'fancy', message: 'x' }, fixed(0.5)).type).toBe('danger');
  });

  it('each can have up to two actions', () => {
    const actions = [{ label: 'OK' }, { label: 'Undo' }, { label: 'More' }];
    expect(createNotification({ message: 'x', actions }, fixed(0)).actions.map((a) => a.label)).toEqual(['OK', 'Undo']);
    expect(createNotification({ message: 'x' }, fixed(0)).actions).toEqual([]);
  });

  it('id is a random whole number below 100000', () => {
    expect(createNotification({ message: 'x' }, fixed(0.123456)).id).toBe(12345);
    expect(createNotification({ message: 'x' }, fixed(0.9999999)).id).toBe(ID_LIMIT - 1);
    expect(createNotification({ message: 'x' }, fixed(0)).id).toBe(0);
  });

  it('a notification identical to the last one is not added', () => {
    const first = addNotification([], { type: 'info', message: 'In stock!' }, fixed(0.1));
    const again = addNotification(first.list, { type: 'info', message: 'In stock!' }, fixed(0.2));
    expect(again.added).toBeNull();
    expect(again.list).toBe(first.list);
  });

  it('only the last one counts: the same message after another one is added again', () => {
    let list: readonly Notification[] = [];
    list = addNotification(list, { type: 'info', message: 'A' }, fixed(0.1)).list;
    list = addNotification(list, { type: 'info', message: 'B' }, fixed(0.2)).list;
    list = addNotification(list, { type: 'info', message: 'A' }, fixed(0.3)).list;
    expect(list.map((n) => n.message)).toEqual(['A', 'B', 'A']);
  });

  it('differs when the type or the actions differ', () => {
    const first = addNotification([], { type: 'info', message: 'A' }, fixed(0.1));
    expect(addNotification(first.list, { type: 'warning', message: 'A' }, fixed(0.2)).added).not.toBeNull();
    expect(addNotification(first.list, { type: 'info', message: 'A', actions: [{ label: 'OK' }] }, fixed(0.2)).added).not.toBeNull();
  });

  it('ids stay unique within the list when the random source repeats', () => {
    const first = addNotification([], { message: 'A' }, fixed(0.5));
    const second = addNotification(first.list, { message: 'B' }, sequence(0.5, 0.7));
    expect(second.added?.id).toBe(70000);
  });

  it('is removed when an action or close is used (by id)', () => {
    const { list, added } = addNotification([], { message: 'A' }, fixed(0.4));
    expect(removeNotification(list, added!.id)).toEqual([]);
    expect(removeNotification(list, 1)).toBe(list);
  });

  it('is removed after timeToLive, default 8000 ms', () => {
    expect(DEFAULT_TIME_TO_LIVE).toBe(8000);
    expect(removalDelay(createNotification({ message: 'x' }, fixed(0)))).toBe(8000);
    expect(removalDelay(createNotification({ message: 'x', timeToLive: 3000 }, fixed(0)))).toBe(3000);
    expect(removalDelay(createNotification({ message: 'x', timeToLive: -5 }, fixed(0)))).toBe(8000);
  });

  it('unless hasNoTimeout is set', () => {
    expect(removalDelay(createNotification({ message: 'x', hasNoTimeout: true }, fixed(0)))).toBeNull();
  });
});
