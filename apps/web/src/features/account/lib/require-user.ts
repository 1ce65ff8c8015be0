import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { sessionQueryOptions } from '../api/get-user';
import { loginHref } from './login-redirect';

/**
 * Loader of a screen for signed-in users (the profile): an anonymous visitor is sent to sign
 * in and comes back afterwards. Checked on arrival only, so signing out from the screen itself
 * leaves for home as asked instead of bouncing to /login.
 */
export function requireUser(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const user = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
    if (user) return null;
    const { pathname, search } = new URL(request.url);
    throw redirect(loginHref(`${pathname}${search}`));
  };
}
