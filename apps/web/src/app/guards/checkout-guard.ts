import type { QueryClient } from '@tanstack/react-query';
import { homeHref } from '@/config/paths';
import { sessionQueryOptions } from '@/features/account/api/get-user';
import { loginHref } from '@/features/account/lib/login-redirect';
import { appStore } from '@/lib/store/app-store';
import type { RouteCheck } from '../route-gate';

/**
 * Guard of user-information, checkout and crypto-checkout. Sign-in is checked first: an
 * anonymous visitor is sent to /login even with an empty cart, because signing in is the step
 * they must take either way and the cart survives it (sessionStorage). Then an empty cart sends
 * the visitor home, keeping the agent's hash.
 */
export function checkoutGuard(queryClient: QueryClient): RouteCheck {
  return async ({ pathname }) => {
    const user = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
    if (!user) return loginHref(pathname);
    const { cart, freelancer } = appStore.getState();
    return cart.length === 0 ? homeHref(freelancer) : null;
  };
}
