import type {
  CreateOrderResponse,
  ReceivingAccount,
} from '@giro/shared/orders/create-order-contracts';
import type { PaymentMethod } from '@giro/shared/orders/payment-methods';
import { paymentMethods } from '@giro/shared/orders/payment-methods';
import { screen } from '@testing-library/react';
import { setAuthToken } from '@/lib/auth-token';
import { type CartItem, type ContactInfo, emptyContact } from '@/lib/store/app-state';
import { addToCart, setContactInfo } from '@/lib/store/app-store';
import { type FetchCall, jsonResponse, stubFetch } from '@/test/fetch';
import { testCartItem, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const sender = testUser;

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return testCartItem({ delivery_text: 'Estándar: de 1 a 3 días hábiles', ...overrides });
}

export const contact: ContactInfo = {
  sender: { ...emptyContact.sender, fullname: 'Ana Pérez', email: 'ana@example.com' },
  receiver: { ...emptyContact.receiver, fullname: 'Luis Pérez', document: '85010112345' },
  bank: { ...emptyContact.bank, mode: 'card', number_card: '9225069912345678' },
};

export const zelleAccount: ReceivingAccount = {
  method: 'zelle',
  label: 'Zelle',
  account: 'pagos@giro.example',
  holder: 'Giro Envíos LLC',
  bank_name: '',
  swift: '',
};

/** create_order's answer for a new order; `result` fields override the empty ones. */
export function orderCreated(result: Partial<CreateOrderResponse['result']>): CreateOrderResponse {
  return {
    error: false,
    result: {
      message: '',
      code: '',
      url: '',
      formUrl: '',
      reference: 'GR-7K3M9Q',
      fiat_account: null,
      crypto_amount: null,
      crypto_expires_at: null,
      ...result,
    },
  };
}

/** create_order's answer with the error flag (HTTP 200). */
export function orderRefused(message: string, code: string): CreateOrderResponse {
  return { ...orderCreated({ message, code, reference: '' }), error: true };
}

type Stubs = Parameters<typeof stubFetch>[0];

type Options = {
  item?: Partial<CartItem>;
  gateways?: readonly PaymentMethod[];
  stubs?: Stubs;
};

/** A signed-in sender with a cart and details, on /checkout with the methods listed. */
export async function renderCheckout({
  item,
  gateways = paymentMethods,
  stubs = {},
}: Options = {}) {
  setAuthToken('valid');
  const calls = stubFetch({
    'GET /api/auth/user': () => jsonResponse(sender),
    'GET /get_gateways': () => jsonResponse(gateways.map((name) => ({ name }))),
    ...stubs,
  });
  addToCart(cartItem(item));
  setContactInfo(contact);
  const rendered = renderApp('/checkout');
  await screen.findByRole('list', { name: 'Métodos de pago' }, { timeout: 10_000 });
  return { ...rendered, calls };
}

export function callsTo(calls: FetchCall[], path: string): FetchCall[] {
  return calls.filter((call) => call.url.pathname === path);
}

export function methodButton(name: string) {
  return screen.getByRole('button', { name });
}
