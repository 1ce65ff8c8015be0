import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { readEmbeddedData } from './embedded-data';

function getSite({ signal }: { signal?: AbortSignal } = {}) {
  return api.get(
    '/api/site',
    () => import('@giro/shared/site-data').then((module) => module.siteDataSchema),
    { signal },
  );
}

/** Operator settings: embedded in the page by the server, fetched only when missing (dev). */
export function siteQueryOptions() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: getSite,
    initialData: readEmbeddedData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
