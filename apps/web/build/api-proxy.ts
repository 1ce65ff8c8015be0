import type { ProxyOptions } from 'vite';
// A relative path: Vite loads its config with workspace packages left to Node, which cannot run
// shared's TypeScript.
import { apiRoutes } from '../../../packages/shared/src/api-contract.ts';

/** `/api/orders/:reference` → a pattern for the request's URL, query string allowed. */
function urlPattern(path: string): string {
  const literal = path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/?]+');
  return `^${literal}(\\?|$)`;
}

/**
 * The dev server's proxy: exactly the server's calls (shared's contract) go to the server,
 * with their methods; anything else, such as GET /contact (a page, where POST is a call), stays
 * with Vite.
 */
type CallProxy = ProxyOptions & { bypass: NonNullable<ProxyOptions['bypass']> };

export function apiProxy(target: string): Record<string, CallProxy> {
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of apiRoutes) {
    const [method, path] = route.split(' ') as [string, string];
    methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method));
  }
  return Object.fromEntries(
    [...methodsByPath].map(([path, methods]) => [
      urlPattern(path),
      {
        target,
        bypass: (request) => {
          const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
          return methods.has(method) ? undefined : request.url;
        },
      } satisfies CallProxy,
    ]),
  );
}
