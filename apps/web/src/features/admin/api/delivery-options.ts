import {
  adminDeliveryOptionSchema,
  type DeliveryOptionBody,
} from '@giro/shared/admin/pricing-admin-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const deliveryOptionsQuery = queryOptions({
  queryKey: adminKeys.deliveryOptions,
  queryFn: ({ signal }) =>
    api.get('/api/admin/pricing/delivery-options', z.array(adminDeliveryOptionSchema), { signal }),
});

export const useDeliveryOptions = () => useQuery(deliveryOptionsQuery);

type SaveDeliveryOptionVariables = { id: number | null; body: DeliveryOptionBody };

/** Adds an option when `id` is null, changes option `id` otherwise. */
function saveDeliveryOption({ id, body }: SaveDeliveryOptionVariables) {
  return id === null
    ? api.post('/api/admin/pricing/delivery-options', adminDeliveryOptionSchema, body)
    : api.put(`/api/admin/pricing/delivery-options/${id}`, adminDeliveryOptionSchema, body);
}

export function useSaveDeliveryOption(onSaved?: () => void) {
  return useAdminMutation({
    mutationFn: saveDeliveryOption,
    invalidates: adminKeys.deliveryOptions,
    onSaved,
  });
}
