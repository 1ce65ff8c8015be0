import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStateView } from '@/components/ui/query-state';

export type LoadStateProps<Data> = {
  query: UseQueryResult<Data, Error>;
  children: (data: Data) => ReactNode;
};

/** A read of the agent's page: its loading and failure states in the page's words. */
export function LoadState<Data>({ query, children }: LoadStateProps<Data>) {
  const { t } = useTranslation('agent');
  return (
    <QueryStateView query={query} labels={{ loading: t('loading'), retry: t('retry') }}>
      {children}
    </QueryStateView>
  );
}
