import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useHydrated } from '@/hooks/use-hydrated';

/** The address a route is entered at. */
type RouteAddress = { pathname: string; search: string };

/**
 * Runs when a route is entered or its query changes: resolves to where the visitor goes instead
 * (a path of this site), or `null` to show the route.
 */
export type RouteCheck = (address: RouteAddress) => Promise<string | null>;

type Verdict = { at: string; redirect: string | null } | { at: string; error: unknown };

export type RouteGateProps = {
  check: RouteCheck;
  /** Loaded while the check runs, so the screen is ready when it passes. */
  preload?: () => Promise<void>;
  /** The server applied the check to the page it rendered: hydration shows it as it is. */
  passedOnServer?: boolean;
  children: ReactNode;
};

/**
 * Shows `children` once `check` has let the visitor in, the page loader until then, and follows
 * the check's redirect. A new query at the same route keeps showing the route while it is checked
 * again. Each route has its own gate (keyed by path), so a verdict never carries to another.
 */
export function RouteGate({ check, preload, passedOnServer = false, children }: RouteGateProps) {
  const { pathname, search } = useLocation();
  const at = `${pathname}${search}`;
  const hydrating = !useHydrated();
  const [verdict, setVerdict] = useState<Verdict | null>(() =>
    passedOnServer && hydrating ? { at, redirect: null } : null,
  );
  const settled = verdict?.at === at;

  useEffect(() => {
    if (settled) return;
    let current = true;
    void preload?.();
    check({ pathname, search }).then(
      (redirect) => current && setVerdict({ at, redirect }),
      (error: unknown) => current && setVerdict({ at, error }),
    );
    return () => {
      current = false;
    };
  }, [check, preload, pathname, search, at, settled]);

  if (verdict === null) return <PageLoader />;
  if ('error' in verdict) {
    if (settled) throw verdict.error;
    return <PageLoader />;
  }
  // Let in: still shown while a new query is checked.
  if (verdict.redirect === null) return children;
  return settled ? <Navigate to={verdict.redirect} replace /> : <PageLoader />;
}
