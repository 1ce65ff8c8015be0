import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import type { Disclosure } from '@giro/shared/compliance/disclosure-contracts';
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

/** POST /api/disclosure's answer for 100 USD to CUP, paid on Tuesday 4 March 2025. */
export const testDisclosure: Disclosure = {
  pricing_currency: 'USD',
  destination_currency: 'CUP',
  principal: '100.00',
  commission: '3.00',
  delivery_cost: '1.00',
  total: '104.00',
  rate: '320',
  receiving: '32000.00',
  available_on: '2025-03-07',
  delivery_interval: 'Estándar: de 1 a 3 días hábiles',
  cancel_minutes: 30,
  claim_days: 180,
};
