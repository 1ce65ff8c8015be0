import './lib/zod-without-eval';
import type { RenderedPage } from '@giro/shared/web-render';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { rememberAgent } from './app/guards/home-guard';
import { AppProvider } from './app/provider';
import { AppRoutes, createAppRoutes } from './app/router';
import { loadRoutesAt } from './app/server-rendering';
import { hydrateLaterPartsAfterThisTask } from './components/hydrate-later';
import { seedOffer } from './features/calculator/api/seed-offer';
import { readRenderedPage } from './lib/embedded-data';
import { i18nReady } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { appStore, hydratingFrom, restoreSession } from './lib/store/app-store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

const rendered = readRenderedPage();
const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient, { serverRendered: rendered !== undefined });

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * The server sent the page's markup: hydrate it from the very data, code and store it was made
 * with; components show the tab's saved state (which the server never sees) right after.
 */
async function hydrate(container: HTMLElement, page: RenderedPage) {
  // This task has just run the app's modules: the screen's code is matched and asked for in the
  // next, so no single task holds a slow phone's main thread for both.
  await nextTask();
  // The first screen's catalogues arrive before anything renders: no key ever shows as text.
  await Promise.all([
    i18nReady,
    loadRoutesAt(routes, window.location.pathname),
    restoreSession({ late: true }),
  ]);
  // The screen's modules have just run in this task: hydrating starts a task of its own, so no
  // single task holds a slow phone's main thread for both.
  await nextTask();
  const { language } = appStore.getState();
  if (page.home) {
    seedOffer(queryClient, page.home, language);
    rememberAgent(window.location.search);
  }
  hydratingFrom({ language, freelancer: page.home?.hash || null });
  hydrateLaterPartsAfterThisTask();
  hydrateRoot(container, app);
}

/** A page only the browser renders (behind a guard), or the Vite dev server's. */
async function render(container: HTMLElement) {
  await Promise.all([i18nReady, restoreSession()]);
  createRoot(container).render(app);
}

void (rendered ? hydrate(root, rendered) : render(root));
