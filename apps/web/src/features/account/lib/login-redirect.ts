import { getHref, paths } from '@/config/paths';

const nextParam = 'next';

/** `/login?next=…`: the login page sends the visitor back to `next` after signing in. */
export function loginHref(next?: string): string {
  return getHref(paths.login.path, {}, { [nextParam]: next });
}

/**
 * `raw` as a path of this site (`/checkout?x=1`), or `null` when it is not one. Anything that
 * would leave the origin ("//evil.example", "https://…", "/\\evil.example") is refused, so a
 * crafted link cannot turn sign-in into a redirect to another site.
 */
export function sameOriginPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/')) return null;
  const { origin } = window.location;
  const url = new URL(raw, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where to go after signing in, from the login page's query; never back to /login. */
export function nextAfterLogin(search: URLSearchParams): string | null {
  const next = sameOriginPath(search.get(nextParam));
  return next && new URL(next, window.location.origin).pathname !== paths.login.path ? next : null;
}
