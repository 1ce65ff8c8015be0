import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';

export type QueryStateViewProps<Data> = {
  query: UseQueryResult<Data, Error>;
  /** The caller's words, from its own catalogue. */
  labels: { loading: string; retry: string };
  children: (data: Data) => ReactNode;
};

/** A read's loading and failure states (with a retry), and its data once there. */
export function QueryStateView<Data>({ query, labels, children }: QueryStateViewProps<Data>) {
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <span>{query.error.message}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-600">
      {labels.loading}
    </p>
  );
}
