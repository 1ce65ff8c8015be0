import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartItem, contact } from '@/features/checkout/test/render-checkout';
import { detail } from '@/features/transfers/test-fixtures';
import { addToCart, appStore, setContactInfo } from '@/lib/store/app-store';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderApp } from '@/test/render';

// The thank-you page (checkout) reading the order the transfers' page shows.
function withPaidOrder() {
  addToCart(cartItem());
  setContactInfo(contact);
  appStore.setState({ order_id: 'GR-7K3M9Q', method: 'tropipay' });
}

describe('the thank-you page and the order it names', () => {
  it('links to the transfer and says the payment is confirmed when the gateway already did', async () => {
    withPaidOrder();
    stubFetch({
      'GET /api/orders/GR-7K3M9Q': () => jsonResponse({ ...detail, status: 'paid' }),
    });
    renderApp('/payment-success');
    expect(await screen.findByText('Su pago ya está confirmado.')).toBeInTheDocument();
    expect(screen.queryByText(/Comprobamos su pago/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi envío' })).toHaveAttribute(
      'href',
      '/profile/transfers/GR-7K3M9Q',
    );
  });

  it('says the payment is checked when it arrives while the order awaits it', async () => {
    withPaidOrder();
    stubFetch({ 'GET /api/orders/GR-7K3M9Q': () => jsonResponse(detail) });
    renderApp('/transfer-requested');
    expect(
      await screen.findByText('Comprobamos su pago en cuanto llegue a nuestra cuenta.'),
    ).toBeInTheDocument();
  });
});
