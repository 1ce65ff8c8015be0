import {
  type CreateOrderBodyInput,
  createOrderResponseSchema,
} from '@giro/shared/orders/create-order-contracts';
import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppState, CartItem } from '@/lib/store/app-state';
import { appStore } from '@/lib/store/app-store';

/** The spec's body: the store's cart item as it is (the server reads the fields it needs). */
type OrderRequest = Omit<CreateOrderBodyInput, 'cart'> & { cart: [CartItem] };

/** POST /create_order: `error: true` is a refusal to show (HTTP 200); other failures throw. */
function createOrder(body: OrderRequest) {
  return api.post('/create_order', createOrderResponseSchema, body);
}

/**
 * The cart's order for a method: choosing the same method again shows the order as it is (the
 * server answers its live order after a reload too); another method changes that order's method
 * on the server, keeping its reference.
 */
function orderQueryOptions(method: PaymentMethod, item: CartItem, state: AppState) {
  const { contact, freelancer } = state;
  return queryOptions({
    // Every checkout's orders live under 'create-order': the success page forgets them all.
    queryKey: ['create-order', method, item, contact, freelancer],
    queryFn: () => createOrder({ cart: [item], contact, key: freelancer, method }),
    staleTime: Number.POSITIVE_INFINITY,
    // A POST: a failure goes to the sender at once instead of being repeated.
    retry: false,
  });
}

/** Creates (or reuses) the order of `item` for a method and keeps its reference and method. */
export function useCreateOrder(item: CartItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: PaymentMethod) => {
      const answer = await queryClient.fetchQuery(
        orderQueryOptions(method, item, appStore.getState()),
      );
      // The server moved this cart's order to this method: choosing another one again must ask
      // the server (which moves it back, with that method's account), not show a stale answer.
      queryClient.removeQueries({
        queryKey: ['create-order'],
        predicate: (query) => query.queryKey[1] !== method,
      });
      return answer;
    },
    onSuccess: ({ error, result }, method) => {
      if (!error) appStore.setState({ order_id: result.reference, method });
    },
  });
}
