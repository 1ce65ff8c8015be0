import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyContact } from '@/lib/store/app-state';
import { addToCart, appStore, setContactInfo } from '@/lib/store/app-store';
import { createTestQueryClient, renderApp } from '@/test/render';
import { cartItem, contact } from '../test/render-checkout';

function withPaidOrder() {
  addToCart(cartItem());
  setContactInfo(contact);
  appStore.setState({ order_id: 'GR-7K3M9Q', method: 'zelle' });
}

describe('payment success', () => {
  it.each(['/payment-success', '/transfer-requested'])(
    '%s shows the reference, then forgets the order and empties the cart',
    async (path) => {
      withPaidOrder();
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(['create-order', 'zelle', cartItem()], { error: false });
      renderApp(path, { queryClient });
      expect(
        await screen.findByRole('heading', { level: 1, name: '¡Gracias por su envío!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('GR-7K3M9Q')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '¿Qué pasa ahora?' })).toBeInTheDocument();
      // The page forgets the order in an effect after it renders.
      await waitFor(() =>
        expect(appStore.getState()).toMatchObject({
          cart: [],
          order_id: null,
          method: null,
          contact: emptyContact,
        }),
      );
      expect(queryClient.getQueryCache().findAll({ queryKey: ['create-order'] })).toEqual([]);
    },
  );

  it('shows what happens next without a reference when none is known', async () => {
    renderApp('/payment-success');
    expect(await screen.findByRole('heading', { name: '¿Qué pasa ahora?' })).toBeInTheDocument();
    expect(screen.queryByText('Referencia de su orden')).not.toBeInTheDocument();
  });
});
