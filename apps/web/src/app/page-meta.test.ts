import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { matchPageMeta, publicPaths } from './page-meta';
import { createAppRoutes } from './router';

/** Every path the router knows, with its parameters filled in. */
function routePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path && route.path !== '*'
      ? [route.path.replace(':reference', 'GR-7K3M9Q').replace('/*', '/orders')]
      : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('page heads', () => {
  it.each(routePaths(createAppRoutes(createTestQueryClient())))(
    'gives %s a title and a description',
    (path) => {
      expect(matchPageMeta(path)).toMatchObject({ found: true });
    },
  );

  it('names the reference of a transfer for its title', () => {
    expect(matchPageMeta('/profile/transfers/GR-7K3M9Q/receipt')).toMatchObject({
      meta: { title: 'transfers:receipt.title', indexable: false },
      params: { reference: 'GR-7K3M9Q' },
    });
  });

  it('knows no page at an unknown path', () => {
    expect(matchPageMeta('/no-such-page')).toMatchObject({ found: false });
  });

  it("lists for search engines only public pages, not a visitor's own", () => {
    expect(publicPaths).toContain('/faq');
    expect(publicPaths).toContain('/login');
    expect(publicPaths).not.toContain('/profile');
    expect(publicPaths).not.toContain('/checkout');
  });
});
