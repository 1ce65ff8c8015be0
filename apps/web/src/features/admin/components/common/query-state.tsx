import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminTranslation } from '../../lib/use-admin-translation';

export type QueryStateProps<Data> = {
  query: UseQueryResult<Data, Error>;
  children: (data: Data) => ReactNode;
};

/** A read's loading and failure states, and its data once there. */
export function QueryState<Data>({ query, children }: QueryStateProps<Data>) {
  const { t } = useAdminTranslation();
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <span>{query.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-500">
      {t('loading')}
    </p>
  );
}
