import {
  adminDestinationSchema,
  type DestinationBody,
} from '@giro/shared/admin/destination-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const destinationsQuery = queryOptions({
  queryKey: adminKeys.destinations,
  queryFn: ({ signal }) =>
    api.get('/api/admin/destinations', z.array(adminDestinationSchema), { signal }),
});

export const useDestinations = () => useQuery(destinationsQuery);

function saveDestination({ code, body }: { code: string; body: DestinationBody }) {
  return api.put(
    `/api/admin/destinations/${encodeURIComponent(code)}`,
    adminDestinationSchema,
    body,
  );
}

/** Opens or closes a destination; the storefront shows the notice while it is closed. */
export function useSaveDestination() {
  return useAdminMutation({ mutationFn: saveDestination, invalidates: adminKeys.destinations });
}
