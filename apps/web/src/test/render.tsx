import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
// Not `react-router/dom` as in main.tsx: under Node its CJS build loads a second copy of
// react-router (ESM), so route hooks in the screens would not see the router.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';

/** No retries and no caching between tests: every failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

type RenderOptions = { queryClient?: QueryClient };

function renderRoutes(
  routes: RouteObject[],
  url: string,
  { queryClient = createTestQueryClient() }: RenderOptions,
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}

/**
 * Renders the whole app (layout, guards, lazy screens) at `url`. Screens load asynchronously:
 * query with `findBy…`. `router.state.location` tells where guards sent the visitor.
 */
export function renderApp(
  url = '/',
  { queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  return renderRoutes(createAppRoutes(queryClient), url, { queryClient });
}

/**
 * Renders one element with every provider, as the route `path` (params work) visited at `url`.
 * Extra `routes` (for example the target of a redirect) sit beside it.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    url = path,
    routes = [],
    ...options
  }: RenderOptions & { path?: string; url?: string; routes?: RouteObject[] } = {},
) {
  return renderRoutes([{ path, element: ui }, ...routes], url, options);
}
