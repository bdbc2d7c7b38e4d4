// Notifications on screen (spec 01 §4): applies the pure rules of shared/notifications.ts and owns the removal
// timers. Randomness and timers are injected so that tests can drive them.
import {
  addNotification,
  removalDelay,
  removeNotification,
  type Notification,
  type NotificationInput,
} from '../../shared/notifications.js';
import { createStore, useStore, type Store } from './create-store.js';

export interface ShellNotificationAction {
  label: string;
  /** Runs before the notification is removed; absent for a plain "OK". */
  action?: () => void;
}

export type ShellNotification = Notification<ShellNotificationAction>;
export type ShellNotificationInput = NotificationInput<ShellNotificationAction>;

export interface NotificationStoreDeps {
  random: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export interface NotificationStore {
  store: Store<{ notifications: readonly ShellNotification[] }>;
  /** Adds a notification; returns its id, or null when it was identical to the last one. */
  notify(input: ShellNotificationInput): number | null;
  /** Close button: removes it. */
  dismiss(id: number): void;
  /** Runs the action at index and removes the notification. */
  runAction(id: number, index: number): void;
}

export function createNotificationStore(deps: NotificationStoreDeps): NotificationStore {
  const store = createStore<{ notifications: readonly ShellNotification[] }>({ notifications: [] });
  const timers = new Map<number, unknown>();

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) deps.clearTimer(timer);
    timers.delete(id);
    store.setState((state) => ({ notifications: removeNotification(state.notifications, id) }));
  }

  function notify(input: ShellNotificationInput): number | null {
    const { list, added } = addNotification(store.getState().notifications, input, deps.random);
    if (!added) return null;
    store.setState({ notifications: list });
    const delay = removalDelay(added);
    if (delay !== null) timers.set(added.id, deps.setTimer(() => dismiss(added.id), delay));
    return added.id;
  }

  function runAction(id: number, index: number): void {
    const notification = store.getState().notifications.find((n) => n.id === id);
    notification?.actions[index]?.action?.();
    dismiss(id);
  }

  return { store, notify, dismiss, runAction };
}

export const notificationStore = createNotificationStore({
  random: Math.random,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** Shows a notification from anywhere in the client (event handlers, effects, stores). */
export const notify = (input: ShellNotificationInput) => notificationStore.notify(input);

export function useNotifications(): readonly ShellNotification[] {
  return useStore(notificationStore.store, (state) => state.notifications);
}
