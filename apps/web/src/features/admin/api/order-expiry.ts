import {
  type OrderExpirySettings,
  orderExpirySettingsSchema,
} from '@giro/shared/admin/order-expiry-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const orderExpiryQuery = queryOptions({
  queryKey: adminKeys.orderExpiry,
  queryFn: ({ signal }) =>
    api.get('/api/admin/order-expiry', orderExpirySettingsSchema, { signal }),
});

export const useOrderExpiry = () => useQuery(orderExpiryQuery);

function saveOrderExpiry(settings: OrderExpirySettings) {
  return api.put('/api/admin/order-expiry', orderExpirySettingsSchema, settings);
}

/** The next sweep (every 5 minutes) expires unpaid manual orders older than the new hours. */
export function useSaveOrderExpiry() {
  return useAdminMutation({ mutationFn: saveOrderExpiry, invalidates: adminKeys.orderExpiry });
}
