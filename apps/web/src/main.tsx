import './lib/zod-without-eval';
import type { RenderedPage } from '@giro/shared/web-render';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { rememberAgent } from './app/guards/home-loader';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { loadRoutesAt, serverHydrationData } from './app/server-rendering';
import { hydrateLaterPartsAfterThisTask } from './components/hydrate-later';
import { seedOffer } from './features/calculator/api/seed-offer';
import { readRenderedPage } from './lib/embedded-data';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { appStore, hydratingFrom, restoreSession } from './lib/store/app-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient);

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * The server sent the page's markup: hydrate it from the very data, code and store it was made
 * with; components show the tab's saved state (which the server never sees) right after.
 */
async function hydrate(container: HTMLElement, page: RenderedPage) {
  // The first screen's catalogues arrive before anything renders: no key ever shows as text.
  await Promise.all([
    i18nReady,
    loadRoutesAt(routes, window.location.pathname),
    restoreSession({ late: true }),
  ]);
  const { language } = appStore.getState();
  if (page.home) {
    seedOffer(queryClient, page.home, language);
    rememberAgent(window.location.href);
  }
  hydratingFrom({ language, freelancer: page.home?.hash || null });
  const router = createBrowserRouter(routes, { hydrationData: serverHydrationData });
  hydrateLaterPartsAfterThisTask();
  hydrateRoot(container, app(router));
}

/** A page only the browser renders (behind a guard), or the Vite dev server's. */
async function render(container: HTMLElement) {
  await Promise.all([i18nReady, restoreSession()]);
  const router = createBrowserRouter(routes);
  createRoot(container).render(app(router));
}

const rendered = readRenderedPage();
void (rendered ? hydrate(root, rendered) : render(root));
