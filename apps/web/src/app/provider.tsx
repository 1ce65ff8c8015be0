import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { i18n as browserI18n } from '@/lib/i18n';
import { LazyToaster, ToasterOn, useToasterWanted } from '@/lib/lazy-toaster';
import { ToastAnnouncer, toastDuration } from '@/lib/toast-announcer';

export type AppProviderProps = {
  queryClient: QueryClient;
  /** The server renders each language with its own instance (entry-server.tsx). */
  i18n?: I18n;
  children: ReactNode;
};

// Under the header, never over its language switch, cart and account menu.
const belowHeader = 'calc(var(--spacing-header) + 12px)';

function Toaster() {
  const { t } = useTranslation();
  return (
    <Suspense>
      <LazyToaster
        position="top-right"
        offset={{ top: belowHeader }}
        mobileOffset={{ top: belowHeader }}
        richColors
        closeButton
        duration={toastDuration}
        containerAriaLabel={t('notifications')}
        toastOptions={{ closeButtonAriaLabel: t('actions.closeNotification') }}
      />
      <ToasterOn />
    </Suspense>
  );
}

/** Everything a screen needs around it, except the router. */
export function AppProvider({ queryClient, i18n = browserI18n, children }: AppProviderProps) {
  // The server's markup has no toaster, and no page load waits for one: it comes with the first
  // toast, which the announcer, there from the start, reads out.
  const hydrated = useHydrated();
  const wanted = useToasterWanted();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastAnnouncer />
        {hydrated && wanted && <Toaster />}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
