import {
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  NavigationType,
  Router,
} from 'react-router';

const NavigationPending = createContext(false);

/** A move within one page to another `#section` (a table of contents' link, or back from one). */
function isSectionMove(from: Location, to: Location): boolean {
  return from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;
}

/**
 * The browser's router: `<BrowserRouter>` with the same history (React Router's own), whose
 * screen changes are transitions this component starts itself, so that it knows while one is
 * pending. The screen on view stays until the next one has its code, catalogues and verdict.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [{ action, location }, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => {
    let previous = history.location;
    return history.listen((update) => {
      const sectionOnly =
        update.action === NavigationType.Pop && isSectionMove(previous, update.location);
      previous = update.location;
      // The browser scrolls to the section itself and the screen stays. Rendered, such a move
      // would also reach a screen still hydrating, and React would draw it again from scratch:
      // its markup would give way to the loader just as the browser scrolls to the section.
      if (!sectionOnly) startTransition(() => setState(update));
    });
  }, [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}

/** True while the next screen is on its way and the previous one still shows. */
export function useNavigationPending(): boolean {
  return use(NavigationPending);
}
