// A tiny external store for useSyncExternalStore. The server snapshot is always the initial state, so the
// server render and the hydrating render agree whatever the browser's store already holds.
import { useSyncExternalStore } from 'react';

export interface Store<S> {
  getState(): S;
  getInitialState(): S;
  setState(next: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Back to the initial state (tests, logout). */
  reset(): void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getState: () => state,
    getInitialState: () => initial,
    setState(next) {
      const patch = typeof next === 'function' ? next(state) : next;
      const changed = (Object.keys(patch) as (keyof S)[]).some((key) => !Object.is(patch[key], state[key]));
      if (!changed) return;
      state = { ...state, ...patch };
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial;
      emit();
    },
  };
}

/** Reads a slice of a store; the selector must return a stored value or a primitive (no new objects). */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  );
}
