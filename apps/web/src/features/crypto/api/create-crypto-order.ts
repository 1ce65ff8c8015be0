import {
  type CreateOrderBodyInput,
  type CreateOrderResponse,
  createOrderResponseSchema,
} from '@giro/shared/orders/create-order-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import type { CartItem, ContactInfo } from '@/lib/store/app-state';
import { appStore, useAppStore } from '@/lib/store/app-store';

/** The spec's body: the store's cart item as it is (the server reads the fields it needs). */
type OrderRequest = Omit<CreateOrderBodyInput, 'cart'> & { cart: [CartItem] };

/** POST /create_order with method crypto: the amount to send and until when it holds. */
function createCryptoOrder(body: OrderRequest) {
  return api.post('/create_order', createOrderResponseSchema, body);
}

function expired(response: CreateOrderResponse | undefined): boolean {
  const expiresAt = response?.result.crypto_expires_at;
  return expiresAt !== null && expiresAt !== undefined && Date.parse(expiresAt) <= Date.now();
}

/**
 * The cart's crypto order, kept while its price holds: coming back to the page shows the same
 * order (the server reuses it too), and once expired the next visit asks for a new one.
 */
function cryptoOrderQueryOptions(item: CartItem, contact: ContactInfo, freelancer: string | null) {
  return queryOptions({
    // Every checkout's orders live under 'create-order': the success page forgets them all.
    queryKey: ['create-order', 'crypto', item, contact, freelancer],
    queryFn: () => createCryptoOrder({ cart: [item], contact, key: freelancer, method: 'crypto' }),
    staleTime: (query) => (expired(query.state.data) ? 0 : Number.POSITIVE_INFINITY),
    // A POST: a failure goes to the sender at once instead of being repeated.
    retry: false,
  });
}

/** Creates (or reuses) the cart's crypto order and keeps its reference as the store's order. */
export function useCryptoOrder(item: CartItem) {
  const contact = useAppStore((state) => state.contact);
  const freelancer = useAppStore((state) => state.freelancer);
  const order = useQuery(cryptoOrderQueryOptions(item, contact, freelancer));
  const reference = order.data?.error === false ? order.data.result.reference : null;
  useEffect(() => {
    if (reference) appStore.setState({ order_id: reference, method: 'crypto' });
  }, [reference]);
  return order;
}
