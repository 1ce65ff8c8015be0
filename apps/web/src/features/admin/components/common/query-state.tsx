import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStateView } from '@/components/ui/query-state';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type QueryStateProps<Data> = {
  query: UseQueryResult<Data, Error>;
  children: (data: Data) => ReactNode;
};

/** A console read: its loading and failure states in the console's words. */
export function QueryState<Data>({ query, children }: QueryStateProps<Data>) {
  const { t } = useAdminTranslation();
  return (
    <QueryStateView query={query} labels={{ loading: t('loading'), retry: t('actions.retry') }}>
      {children}
    </QueryStateView>
  );
}
