import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { LazyToaster } from '@/lib/lazy-toaster';

export type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** Everything a screen needs around it, except the router. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense>
          <LazyToaster position="top-right" richColors closeButton duration={5000} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
