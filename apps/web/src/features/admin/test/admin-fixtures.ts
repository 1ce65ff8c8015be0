import type { AdminAgent } from '@giro/shared/admin/agent-admin-contracts';
import type { AdminOrderDetail } from '@giro/shared/admin/order-admin-contracts';
import type { CurrencyRoute } from '@giro/shared/admin/pricing-admin-contracts';
import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { afterEach } from 'vitest';
import { setAuthToken } from '@/lib/auth-token';
import { jsonResponse } from '@/test/fetch';

export const operator: StaffMe = {
  id: '5b0f3a34-3f0c-4d8e-9a43-1d2f7e6c9b10',
  email: 'omar@giro.example',
  first_name: 'Omar',
  last_name: 'Demo',
  role: 'operator',
};

export const admin: StaffMe = { ...operator, id: 'a1', first_name: 'Adela', role: 'admin' };

export const usdToCup: CurrencyRoute = {
  payment_currency: 'USD',
  destination_currency: 'CUP',
  tasa: '320',
  commission_percent: '3',
  commission_fixed: '1',
  min_principal: '20',
  max_principal: '2000',
  enabled: true,
  updated_at: '2024-05-01T10:00:00.000Z',
};

export const vedado: AdminAgent = {
  hash: 'vedado-7',
  name: 'Agente Vedado',
  active: true,
  destinations: ['CUP', 'USD CASH'],
  markup_percent: '2',
  commission_share_percent: '40',
  account: null,
  created_at: '2024-05-01T10:00:00.000Z',
};

/** A Zelle order whose sender says they paid: what the queue and the order's page show. */
export const submittedOrder: AdminOrderDetail = {
  reference: 'GR-7K3M9Q',
  status: 'payment_submitted',
  method: 'zelle',
  agent_hash: null,
  email: 'maria@example.com',
  sender_name: 'María Pérez',
  receiver_name: 'José Pérez',
  crypto: null,
  total: '104.00',
  pricing_currency: 'USD',
  receiving: '32000.00',
  destination_currency: 'CUP',
  created_at: '2024-05-01T10:00:00.000Z',
  attention: null,
  principal: '100.00',
  commission: '4.00',
  delivery_cost: '0.00',
  rate: '320',
  payment_currency: 'USD',
  crypto_amount: null,
  sender: { fullname: 'María Pérez', email: 'maria@example.com', moneysource: 'salary' },
  receiver: {
    fullname: 'José Pérez',
    phone: '+5351234567',
    province: 'La Habana',
    relation: 'sibling',
  },
  bank: { mode: 'card', number_card: '9200123412341234' },
  pay_to: { kind: 'account', method: 'zelle', account: 'pagos@giro.example' },
  payer_account: 'maria@banco.example',
  payer_transaction: 'ZL-77',
  txid: null,
  gateway_transaction_id: null,
  proof: null,
  delivery_proof: false,
  history: [
    {
      from_status: null,
      to_status: 'awaiting_payment',
      actor: { kind: 'sender', name: 'Ana Pérez' },
      event: { code: 'created', params: {} },
      note: 'order created',
      created_at: '2024-05-01T10:00:00.000Z',
    },
  ],
  actions: ['mark_paid', 'cancel'],
  compliance: [],
};

export const errorResponse = (status: number, code: string, message: string) =>
  jsonResponse({ code, message }, status);

/** The console reads the token like the storefront; each test starts signed out. */
export function signedInAsStaff(): void {
  setAuthToken('staff-token');
}

export function forgetStaffTokenAfterEach(): void {
  afterEach(() => setAuthToken(null));
}
