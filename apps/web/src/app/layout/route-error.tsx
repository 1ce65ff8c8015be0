import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';

/** Shown when a screen fails to load or render (for example after a deploy removed its chunk). */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Page title={t('routeError.title')} lead={t('routeError.text')}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        <Link to={paths.home.path} className={buttonClasses({ variant: 'secondary' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </Page>
  );
}

type BoundaryProps = { children: ReactNode; at: string };
type BoundaryState = { failed: { error: unknown } | null };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState): void {
    // Leaving for another address tries again there; an error caught in this very update stays.
    if (previousState.failed && this.state.failed && previous.at !== this.props.at) {
      this.setState({ failed: null });
    }
  }

  override render() {
    const { failed } = this.state;
    return failed ? <RouteError error={failed.error} /> : this.props.children;
  }
}

/**
 * Around the screens: the page loader while one still waits for its code or a catalogue, and
 * RouteError in its place when it fails, until the visitor goes elsewhere.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary at={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
