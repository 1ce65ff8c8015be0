import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createAppRoutes } from '@/app/router';

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

/** The router as a test drives it: where it is, and a way to go elsewhere. */
type TestRouter = { state: { location: Location }; navigate: NavigateFunction };

/** Keeps `router` up to date with the router it renders in. */
function RouterProbe({ router }: { router: TestRouter }) {
  router.state = { location: useLocation() };
  router.navigate = useNavigate();
  return null;
}

function renderRoutes(
  routes: RouteObject[],
  url: string,
  { queryClient = createTestQueryClient() }: RenderOptions,
) {
  const router = {} as TestRouter;
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe router={router} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
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
