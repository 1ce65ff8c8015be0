import './lib/zod-without-eval';
import type { RenderedPage } from '@giro/shared/web-render';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { rememberAgent } from './app/guards/home-guard';
import { AppProvider } from './app/provider';
import { AppRoutes, createAppRoutes } from './app/router';
import { TransitionRouter } from './app/transition-router';
import { seedOffer } from './features/calculator/api/seed-offer';
import { readRenderedPage } from './lib/embedded-data';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { appStore, hydratingFrom, restoreSession } from './lib/store/app-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

const rendered = readRenderedPage();
const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient, { serverRendered: rendered !== undefined });

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <TransitionRouter>
        <AppRoutes routes={routes} />
      </TransitionRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * The server sent the page's markup: hydrate it from the very data and store it was made with;
 * components show the tab's saved state (which the server never sees) right after. React
 * hydrates the layout first, then each `<Suspense>` part in tasks of its own (first the one the
 * visitor touches), keeping the server's markup of a part until its code has arrived.
 */
async function hydrate(container: HTMLElement, page: RenderedPage) {
  // The first screen's catalogues arrive before anything renders: no key ever shows as text.
  await Promise.all([i18nReady, restoreSession({ late: true })]);
  const { language } = appStore.getState();
  if (page.home) {
    seedOffer(queryClient, page.home, language);
    rememberAgent(window.location.search);
  }
  hydratingFrom({ language, freelancer: page.home?.hash || null });
  // Hydrated in slices (startTransition) that leave the browser free for the visitor between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

/** A page only the browser renders (behind a guard), or the Vite dev server's. */
async function render(container: HTMLElement) {
  await Promise.all([i18nReady, restoreSession()]);
  createRoot(container).render(app);
}

void (rendered ? hydrate(root, rendered) : render(root));
