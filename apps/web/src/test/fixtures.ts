import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import type { CartItem } from '@/lib/store/app-state';

/** The signed-in sender the web tests use. */
export const testUser: AuthUser = {
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  created_at: '2024-01-02T10:00:00.000Z',
  role: 'sender',
};

/** A 100 EUR → CUP quote as the calculator stores it; tests override what they look at. */
export function testCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    pvp: '105.10',
    currency: 'EUR',
    isCurrencyFiat: true,
    destination_currency: 'CUP',
    comision: '5.10',
    receiving: '34500',
    net_price: '100.00',
    delivery_text: '2 horas a 3 días hábiles',
    delivery_item: 1,
    fiat_method: '',
    wallet: '',
    ...overrides,
  };
}
