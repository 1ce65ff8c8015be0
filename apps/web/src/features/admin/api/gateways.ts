import { moneyChangeSchema } from '@giro/shared/admin/money-change-contracts';
import { adminGatewaySchema } from '@giro/shared/admin/operator-accounts-contracts';
import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useProposal } from './money-changes';

const gatewaysQuery = queryOptions({
  queryKey: adminKeys.gateways,
  queryFn: ({ signal }) => api.get('/api/admin/gateways', z.array(adminGatewaySchema), { signal }),
});

export const useGateways = () => useQuery(gatewaysQuery);

function switchGateway({ name, enabled }: { name: PaymentMethod; enabled: boolean }) {
  return api.put(`/api/admin/gateways/${name}`, moneyChangeSchema, { enabled });
}

/** Proposes offering a payment method at checkout, or no longer (another admin approves). */
export function useSwitchGateway() {
  return useProposal(switchGateway);
}
