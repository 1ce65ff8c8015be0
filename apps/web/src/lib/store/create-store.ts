import { useSyncExternalStore } from 'react';

export type Store<T> = {
  getState: () => T;
  setState: (update: Partial<T> | ((state: T) => Partial<T>)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A minimal external store; `onChange` runs after every update (used to persist). */
export function createStore<T extends object>(
  initial: T,
  onChange: (state: T) => void = () => {},
): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      onChange(state);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Subscribes a component to `selector(state)`. The selector must return a stored value or a
 * primitive: a new object on every call would re-render forever. `serverState`: what the server
 * rendered the page from, which hydration must see too (the component re-renders after it).
 */
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S, serverState?: T): S {
  const read = () => selector(store.getState());
  const readServer = serverState === undefined ? read : () => selector(serverState);
  return useSyncExternalStore(store.subscribe, read, readServer);
}
