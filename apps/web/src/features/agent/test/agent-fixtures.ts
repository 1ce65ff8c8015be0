import type { AuthUser } from '@giro/shared/accounts/auth-contracts';
import type {
  AgentCommissionMonth,
  AgentProfile,
  AgentTransfer,
} from '@giro/shared/agents/agent-contracts';

export const agentUser: AuthUser = {
  first_name: 'Vedado',
  last_name: '',
  email: 'vedado@example.com',
  created_at: '2026-10-02T10:00:00.000Z',
  role: 'agent',
};

export const vedadoProfile: AgentProfile = {
  hash: 'vedado-7',
  name: 'Agente Vedado',
  active: true,
  link: 'https://giro.example/?hash=vedado-7',
  destinations: ['CUP', 'USD CASH'],
  commission_share_percent: '40',
};

export const november: AgentCommissionMonth = {
  month: '2026-11',
  currency: 'USD',
  transfers: 3,
  earned: '1234.5',
  settled: '0.00',
  pending: '1234.50',
  settled_at: null,
};

export const october: AgentCommissionMonth = {
  month: '2026-10',
  currency: 'USD',
  transfers: 1,
  earned: '2.00',
  settled: '2.00',
  pending: '0.00',
  settled_at: '2026-11-03T09:00:00.000Z',
};

export const paidTransfer: AgentTransfer = {
  reference: 'GR-7K3M9Q',
  created_at: '2026-11-20T15:30:00.000Z',
  payment_currency: 'USD',
  destination_currency: 'CUP',
  amount_sent: '100.00',
  pricing_currency: 'USD',
  receiving: '32000.00',
  status: 'paid',
  sender_first_name: 'María',
  commission: '1.60',
  settled: false,
};
