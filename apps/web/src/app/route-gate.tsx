import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';

/** The address a route is entered at. */
type RouteAddress = { pathname: string; search: string };

/**
 * Runs when a route is entered or its query changes: resolves to where the visitor goes instead
 * (a path of this site), or `null` to show the route.
 */
export type RouteCheck = (address: RouteAddress) => Promise<string | null>;

type Verdict = { redirect: string | null } | { error: unknown };

const passed: Verdict = { redirect: null };

type Check = { promise: Promise<void>; verdict?: Verdict };

/**
 * The checks under way, per check and visit (the history entry's key and its address): the same
 * one however often React renders the gate while it waits (a suspended render keeps no state of
 * its own). The gate forgets a visit's check once it shows its verdict.
 */
const running = new WeakMap<RouteCheck, Map<string, Check>>();

function checksOf(check: RouteCheck): Map<string, Check> {
  let checks = running.get(check);
  if (!checks) {
    checks = new Map();
    running.set(check, checks);
  }
  return checks;
}

function verdictOf(check: RouteCheck, visit: string, address: RouteAddress, preload?: () => void) {
  const checks = checksOf(check);
  let current = checks.get(visit);
  if (!current) {
    void preload?.();
    const started: Check = {
      promise: check(address).then(
        (redirect) => {
          started.verdict = { redirect };
        },
        (error: unknown) => {
          started.verdict = { error };
        },
      ),
    };
    checks.set(visit, started);
    current = started;
  }
  // Suspends as React.lazy does, by throwing the check's promise: unlike `use`, it resumes after
  // a test's synchronous act() too.
  if (!current.verdict) throw current.promise;
  return current.verdict;
}

export type RouteGateProps = {
  check: RouteCheck;
  /** Loaded while the check runs, so the screen is ready when it passes. */
  preload?: () => Promise<void>;
  /** The server applied the check to the page it rendered: hydration shows it as it is. */
  passedOnServer?: boolean;
  children: ReactNode;
};

/**
 * Shows `children` once `check` has let the visitor in, and follows the check's redirect. Until
 * then the gate suspends: a navigation (a transition) keeps the screen on view, a new query at
 * the same route included, and a first render shows the route's loader. Every visit is checked
 * again; each route has its own gate (keyed by path), so a verdict never carries to another.
 */
export function RouteGate({ check, preload, passedOnServer = false, children }: RouteGateProps) {
  const { pathname, search, key } = useLocation();
  const visitKey = `${key} ${pathname}${search}`;
  const hydrating = !useHydrated();
  const [visit, setVisit] = useState<{ key: string; verdict: Verdict } | null>(() =>
    passedOnServer && hydrating ? { key: visitKey, verdict: passed } : null,
  );
  const verdict =
    visit?.key === visitKey
      ? visit.verdict
      : verdictOf(check, visitKey, { pathname, search }, preload);

  // On screen: the gate keeps the verdict itself from now on.
  useEffect(() => {
    if (visit?.key !== visitKey) setVisit({ key: visitKey, verdict });
    checksOf(check).delete(visitKey);
  }, [visit, visitKey, verdict, check]);

  if ('error' in verdict) throw verdict.error;
  if (verdict.redirect === null) return children;
  return <Navigate to={verdict.redirect} replace />;
}
