import type { ComponentType, ReactElement } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/** A screen whose code and catalogues load when its route is first visited. */
export type LazyScreen = {
  /** Starts loading (once); resolves when the screen can render without waiting. */
  preload: () => Promise<void>;
  /** The screen: suspends (the route's loader shows) until loaded, throws if loading failed. */
  element: ReactElement;
};

type ScreenLoad = {
  preload: () => Promise<void>;
  loaded?: ComponentType;
  failure?: { error: unknown };
};

function LoadedScreen({ load }: { load: ScreenLoad }) {
  // A chunk a deploy removed: the route's error boundary offers to reload.
  if (load.failure) throw load.failure.error;
  // Suspends as React.lazy does, by throwing the promise of the code: unlike `use`, it resumes
  // after a test's synchronous act() too.
  if (!load.loaded) throw load.preload();
  const Screen = load.loaded;
  return <Screen />;
}

/**
 * `load` imports the screen's module, whose export `name` is the screen; `namespaces` are the
 * catalogues it shows beyond the first screen's. The server's prerender waits for them, and so
 * does the browser's hydration, keeping the server's markup meanwhile; once loaded (or preloaded
 * by a guard) the screen renders at once instead of suspending.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly string[] = [],
): LazyScreen {
  let loading: Promise<void> | undefined;
  const state: ScreenLoad = {
    preload: () => {
      loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(
        ([module]) => {
          state.loaded = module[name];
        },
        (error: unknown) => {
          state.failure = { error };
        },
      );
      return loading;
    },
  };
  return { preload: state.preload, element: <LoadedScreen load={state} /> };
}
