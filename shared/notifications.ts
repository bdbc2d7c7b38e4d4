// Notification rules of spec 01 §4 / spec 02 §4 as pure functions over an immutable list. The client store
// applies them and owns the timers; randomness is passed in so that ids are testable.

export const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Default display time (spec 01 §9 "Notification default display 8000 ms"). */
export const DEFAULT_TIME_TO_LIVE = 8000;
/** "Each can have up to two actions." */
export const MAX_ACTIONS = 2;
/** Ids are random whole numbers below this bound (the framework's Math.random() * 100000). */
export const ID_LIMIT = 100000;

export interface NotificationActionBase {
  label: string;
}

export interface NotificationInput<A extends NotificationActionBase = NotificationActionBase> {
  type?: string;
  message: string;
  actions?: readonly A[];
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export interface Notification<A extends NotificationActionBase = NotificationActionBase> {
  id: number;
  type: NotificationType;
  message: string;
  actions: readonly A[];
  timeToLive: number;
  hasNoTimeout: boolean;
}

/** "An unknown type becomes danger." */
export function normalizeNotificationType(type: string | undefined): NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type ?? '') ? (type as NotificationType) : 'danger';
}

/** A whole number in [0, ID_LIMIT) from a random source returning [0, 1). */
export function notificationId(random: () => number): number {
  const value = Math.floor(random() * ID_LIMIT);
  return Math.min(Math.max(value, 0), ID_LIMIT - 1);
}

export function createNotification<A extends NotificationActionBase>(
  input: NotificationInput<A>,
  random: () => number,
): Notification<A> {
  const ttl = input.timeToLive;
  return {
    id: notificationId(random),
    type: normalizeNotificationType(input.type),
    message: input.message,
    actions: (input.actions ?? []).slice(0, MAX_ACTIONS),
    timeToLive: typeof ttl === 'number' && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_TIME_TO_LIVE,
    hasNoTimeout: input.hasNoTimeout === true,
  };
}

/** Identical means same type, message and action labels: what the shopper would see twice. */
export function isSameNotification(a: Notification, b: Notification): boolean {
  return (
    a.type === b.type &&
    a.message === b.message &&
    a.actions.length === b.actions.length &&
    a.actions.every((action, index) => action.label === b.actions[index].label)
  );
}

export interface AddResult<A extends NotificationActionBase> {
  list: readonly Notification<A>[];
  /** The notification that was added, or null when it was identical to the last one. */
  added: Notification<A> | null;
}

/** "A notification identical to the last one is not added." Ids stay unique within the list. */
export function addNotification<A extends NotificationActionBase>(
  list: readonly Notification<A>[],
  input: NotificationInput<A>,
  random: () => number,
): AddResult<A> {
  let candidate = createNotification(input, random);
  const last = list[list.length - 1];
  if (last && isSameNotification(last, candidate)) return { list, added: null };
  for (let tries = 0; list.some((n) => n.id === candidate.id) && tries < 10; tries++) {
    candidate = { ...candidate, id: notificationId(random) };
  }
  return { list: [...list, candidate], added: candidate };
}

/** "Removed when an action or close is used", and when its time runs out. */
export function removeNotification<A extends NotificationActionBase>(
  list: readonly Notification<A>[],
  id: number,
): readonly Notification<A>[] {
  return list.some((n) => n.id === id) ? list.filter((n) => n.id !== id) : list;
}

/** Milliseconds until automatic removal, or null when it stays ("unless hasNoTimeout is set"). */
export function removalDelay(notification: Notification): number | null {
  return notification.hasNoTimeout ? null : notification.timeToLive;
}
