import { randomUUID } from 'node:crypto';

export type StoredGateway = 'tropipay' | 'airtm' | 'ducapp';

/** A test payment registered through a fake gateway API, until the payer decides. */
export interface SandboxPayment {
  id: string;
  gateway: StoredGateway;
  /** What the gateway echoes back: TropiPay's reference, Airtm's code, Ducapp's externalID. */
  reference: string;
  /** Money string: "12.50". */
  amount: string;
  currency: string;
  description: string;
  returnUrls: { success: string; failure: string };
  status: 'created' | 'approved' | 'declined';
}

// Test payments live in memory; a bound keeps a long-running demo from growing forever.
const capacity = 1000;

export function createSandboxStore() {
  const payments = new Map<string, SandboxPayment>();

  return {
    add(payment: Omit<SandboxPayment, 'id' | 'status'>): SandboxPayment {
      const stored: SandboxPayment = { ...payment, id: randomUUID(), status: 'created' };
      payments.set(stored.id, stored);
      const oldest = payments.keys().next().value;
      if (payments.size > capacity && oldest !== undefined) payments.delete(oldest);
      return stored;
    },
    find(gateway: StoredGateway, id: string | undefined): SandboxPayment | undefined {
      const payment = id === undefined ? undefined : payments.get(id);
      return payment?.gateway === gateway ? payment : undefined;
    },
    settle(payment: SandboxPayment, approved: boolean): void {
      payment.status = approved ? 'approved' : 'declined';
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
