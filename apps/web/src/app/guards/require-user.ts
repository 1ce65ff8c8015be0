import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/account/api/get-user';
import { loginHref } from '@/features/account/lib/login-redirect';
import type { RouteCheck } from '../route-gate';

/**
 * Guard of a screen for signed-in users (the profile): an anonymous visitor is sent to sign in
 * and comes back afterwards. Checked on arrival only, so signing out from the screen itself
 * leaves for home as asked instead of bouncing to /login.
 */
export function requireUser(queryClient: QueryClient): RouteCheck {
  return async ({ pathname, search }) => {
    const user = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
    return user ? null : loginHref(`${pathname}${search}`);
  };
}
