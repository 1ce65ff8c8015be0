import {
  type AdminOrdersQuery,
  adminOrderDetailSchema,
  adminOrderSummarySchema,
  type OrderActionBody,
} from '@giro/shared/admin/order-admin-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

/** The queue's filters as the form holds them: '' means any. */
export type OrderFilters = Required<{ [Key in keyof AdminOrdersQuery]: string }>;

const noOrderFilters: OrderFilters = {
  status: '',
  method: '',
  from: '',
  to: '',
  agent: '',
  q: '',
  attention: '',
};

/** Every filter's name, as the form and the queue's address use them. */
export const orderFilterKeys = Object.keys(noOrderFilters) as (keyof OrderFilters)[];

function ordersQuery(filters: OrderFilters) {
  const query = Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, value || undefined]),
  );
  return queryOptions({
    queryKey: [...adminKeys.orders, 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/api/admin/orders', z.array(adminOrderSummarySchema), { signal, query }),
    placeholderData: keepPreviousData,
  });
}

export const useOrders = (filters: OrderFilters) => useQuery(ordersQuery(filters));

function orderQuery(reference: string) {
  return queryOptions({
    queryKey: [...adminKeys.orders, 'detail', reference],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/orders/${encodeURIComponent(reference)}`, adminOrderDetailSchema, {
        signal,
      }),
  });
}

export const useOrder = (reference: string) => useQuery(orderQuery(reference));

type OrderActionVariables = { reference: string; body: OrderActionBody };

function orderAction({ reference, body }: OrderActionVariables) {
  return api.post(
    `/api/admin/orders/${encodeURIComponent(reference)}/actions`,
    adminOrderDetailSchema,
    body,
  );
}

/** A status change: the queue and the order's detail are stale after it. */
export function useOrderAction(onSaved?: () => void) {
  return useAdminMutation({ mutationFn: orderAction, invalidates: adminKeys.orders, onSaved });
}

function resolveAttention(reference: string) {
  return api.post(
    `/api/admin/orders/${encodeURIComponent(reference)}/attention/resolve`,
    adminOrderDetailSchema,
  );
}

/** The operator dealt with the unexpected money: the flag goes from the queue and the detail. */
export function useResolveAttention() {
  return useAdminMutation({ mutationFn: resolveAttention, invalidates: adminKeys.orders });
}
