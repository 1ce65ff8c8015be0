import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DemoBanner } from '@/components/demo-banner';
import { useAppStore } from '@/lib/store/app-store';
import { DismissErrorsOnLeave } from './dismiss-errors-on-leave';
import { Footer } from './footer';
import { Header } from './header';
import { InteractiveMark } from './interactive-mark';
import { NavigationProgress } from './navigation-progress';
import { RouteBoundary } from './route-error';
import { RouteHead } from './route-head';
import { ScrollToTop } from './scroll-to-top';

// The small screens' menu is fetched when first opened, then kept (it closes, not unmounts).
const Sidebar = lazy(() => import('./sidebar').then((module) => ({ default: module.Sidebar })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * The header, the demo banner, the screen (`RouteBoundary`) and the footer around every page. Each
 * is a `<Suspense>` part: React hydrates them after the layout, one after the other.
 */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const sidebar = useOpenedOnce(useAppStore((state) => state.isNavOpen));
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Suspense>
        <Header />
      </Suspense>
      <NavigationProgress />
      {sidebar && (
        <Suspense>
          <Sidebar />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col pt-header focus:outline-none">
        <Suspense>
          <DemoBanner />
        </Suspense>
        {/* A screen still waiting for a catalogue or its code shows the loader, not an error. */}
        <RouteBoundary>
          <Outlet />
          <InteractiveMark />
        </RouteBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <DismissErrorsOnLeave key={location.pathname} />
      <ScrollToTop key={location.key} hash={location.hash} first={location.key === 'default'} />
      <RouteHead />
    </div>
  );
}
