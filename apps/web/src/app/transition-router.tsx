import {
  createContext,
  type ReactNode,
  use,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPending = createContext(false);

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
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  );
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
