import type { OrderStatus, PaymentMethod } from '@giro/shared';
import Big from 'big.js';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { agents } from '../../src/modules/agents/agents-tables.ts';
import { orderStatusHistory, orders } from '../../src/modules/orders/orders-tables.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

/** An order as the dashboard tests need it: only what they vary, the rest plausible defaults. */
export interface OrderSpec {
  createdAt: string;
  status?: OrderStatus;
  method?: PaymentMethod;
  payment?: string;
  destination?: string;
  pricing?: string;
  principal?: string;
  commission?: string;
  deliveryCost?: string;
  agentHash?: string;
  sharePercent?: string;
  senderName?: string;
  senderEmail?: string;
  receiverName?: string;
  /** Status history rows (status reached, when), in order. */
  history?: { to: OrderStatus; at: string }[];
}

let references = 0;

/** An account for the orders to belong to. */
export async function insertSender({ db }: TestApp): Promise<string> {
  references += 1;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Remitente',
      lastName: `Panel ${references}`,
      email: `panel.${references}.${Date.now()}@giro.test`,
      passwordHash: 'not-a-password',
      language: 'es',
      active: true,
      role: 'sender',
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('no user inserted');
  return user.id;
}

export async function insertAgent({ db }: TestApp, hash: string, name: string): Promise<void> {
  await db.insert(agents).values({ hash, name, destinations: ['CUP'] });
}

/** Inserts the orders (and their history) as they are, bypassing the checkout: their references. */
export async function insertOrders(
  { db }: TestApp,
  userId: string,
  specs: readonly OrderSpec[],
): Promise<string[]> {
  const made: string[] = [];
  for (const spec of specs) {
    references += 1;
    const reference = `DB-${String(references).padStart(6, '0')}`;
    const principal = spec.principal ?? '100.00';
    const commission = spec.commission ?? '4.00';
    const deliveryCost = spec.deliveryCost ?? '0.00';
    const createdAt = new Date(spec.createdAt);
    const [order] = await db
      .insert(orders)
      .values({
        reference,
        userId,
        agentHash: spec.agentHash ?? null,
        agentSharePercent: spec.agentHash === undefined ? null : (spec.sharePercent ?? '0'),
        method: spec.method ?? 'zelle',
        status: spec.status ?? 'awaiting_payment',
        paymentCurrency: spec.payment ?? 'USD',
        pricingCurrency: spec.pricing ?? spec.payment ?? 'USD',
        destinationCurrency: spec.destination ?? 'CUP',
        principal,
        commission,
        deliveryCost,
        total: new Big(principal).plus(commission).plus(deliveryCost).toFixed(2),
        receiving: new Big(principal).times(320).toFixed(2),
        rate: '320',
        cartFingerprint: reference,
        sender: {
          moneysource: 'salary',
          fullname: spec.senderName ?? 'Ana Pérez',
          email: spec.senderEmail ?? 'ana@giro.test',
          phone: '+34600000000',
          crypto: '',
        },
        receiver: {
          fullname: spec.receiverName ?? 'Luis Pérez',
          email: '',
          document: '85010112345',
          phone: '+5355555555',
          address: 'Calle 23',
          zipcode: '',
          city: '',
          province: '',
          relation: 'parent',
        },
        bank: { mode: null, swift: '', address: '', number_card: '', account: '' },
        createdAt,
        updatedAt: createdAt,
        paymentChosenAt: createdAt,
      })
      .returning({ id: orders.id });
    if (order === undefined) throw new Error('no order inserted');
    for (const step of spec.history ?? []) {
      await db.insert(orderStatusHistory).values({
        orderId: order.id,
        toStatus: step.to,
        actor: 'system',
        note: '',
        createdAt: new Date(step.at),
      });
    }
    made.push(reference);
  }
  return made;
}
