import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { routeIds } from './route-ids';
import type { AppRouteHandle } from './router';

/**
 * Pages that start from the tab's saved state, which the server never sees: the payment results
 * show the order just made, the contact form carries the visitor's agent.
 */
const browserOnly = new Set<string>([
  paths.paymentSuccess.path,
  paths.transferRequested.path,
  paths.contact.path,
]);

const handleOf = (route: RouteObject): AppRouteHandle => route.handle ?? {};

/**
 * Whether the server renders the page at `pathname`: a storefront page without a guard (guards
 * need the visitor's session or cart, which only the browser has) that does not start from the
 * tab's state. Home's guard is no obstacle: the server applies its rule itself (plugins/web).
 */
export function isServerRendered(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return (
    !browserOnly.has(pathname) &&
    matches.some(({ route }) => route.id === routeIds.layout) &&
    matches.every(({ route }) => !handleOf(route).guarded) &&
    // The catch-all only redirects to the not-found page.
    matches.every(({ route }) => route.path !== '*')
  );
}
