import { randomBytes } from 'node:crypto';
import type { Language, OrderStatus, Receiver, Sender } from '@giro/shared';
import { validContactInfo } from '@giro/shared/contact-info/test-fixtures';
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { hashPassword } from '../../src/modules/accounts/password-hasher.ts';
import { agents } from '../../src/modules/agents/agents-tables.ts';
import { orderStatusHistory, orders } from '../../src/modules/orders/orders-tables.ts';
import { type AdminCall, adminClient, signedInAs } from '../admin/admin-client.ts';
import { accountsClient, testPassword } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { tokenOf, waitForMail } from '../helpers/outbox.ts';

const earning = new Set<OrderStatus>(['paid', 'processing', 'delivered']);
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export interface AgentOrder {
  agentHash: string | null;
  commission: string;
  /** The share the order kept; defaults to null (no agent) only when agentHash is null. */
  share: string | null;
  status?: OrderStatus;
  createdAt?: Date;
  pricingCurrency?: string;
  senderName?: string;
  /** When the order first reached an earning status (its history row); default createdAt. */
  paidAt?: Date;
}

/** Console, accounts and agent calls on one seeded app, and rows the tests need. */
export function agentsWorld(testApp: TestApp) {
  const call: AdminCall = adminClient(testApp);
  const accounts = accountsClient(testApp);
  const { db, config } = testApp;
  let ownerId: string | undefined;

  /** A sender account that owns the orders inserted directly. */
  async function owner(): Promise<string> {
    if (ownerId !== undefined) return ownerId;
    const [row] = await db
      .insert(users)
      .values({
        firstName: 'Dueño',
        lastName: 'Pedidos',
        email: `owner.${randomBytes(4).toString('hex')}@giro.test`,
        passwordHash: 'x',
        language: 'es',
        active: true,
      })
      .returning({ id: users.id });
    if (row === undefined) throw new Error('no owner');
    ownerId = row.id;
    return ownerId;
  }

  return {
    call,
    accounts,

    staff: (role: 'operator' | 'admin' = 'operator') => signedInAs(testApp, role),

    async createAgent(token: string, hash: string, share: string): Promise<void> {
      const payload = {
        hash,
        name: `Agente ${hash}`,
        active: true,
        destinations: ['CUP', 'USD CASH'],
        markup_percent: '0',
        commission_share_percent: share,
      };
      const response = await call('POST', '/api/admin/agents', { token, payload });
      if (response.statusCode !== 200) throw new Error(`create agent: ${response.body}`);
    },

    invite(token: string, hash: string, email: string, language: Language = 'es') {
      const payload = { email, language };
      return call('POST', `/api/admin/agents/${hash}/invitation`, { token, payload });
    },

    /** Opens the `mailNumber`th mail to `email`, sets the password: the new session's token. */
    async acceptInvitation(email: string, mailNumber = 1): Promise<string> {
      const token = tokenOf(await waitForMail(config.DATA_DIR, email, mailNumber));
      const body = { token, password: testPassword, password_confirmation: testPassword };
      const response = await accounts.post('/api/auth/agent-invitation', body);
      if (response.statusCode !== 200) throw new Error(`accept: ${response.body}`);
      return response.json<{ token: string }>().token;
    },

    /** A new agent with an account, signed in: its session token. */
    async signedInAgent(staffToken: string, hash: string, share: string): Promise<string> {
      await this.createAgent(staffToken, hash, share);
      const email = `${hash}@agents.test`;
      const invited = await this.invite(staffToken, hash, email);
      if (invited.statusCode !== 200) throw new Error(`invite: ${invited.body}`);
      return this.acceptInvitation(email);
    },

    /** GET as the agent (or anyone, or no one). */
    get: (url: string, token?: string, language?: Language) =>
      accounts.get(url, { ...(token !== undefined && { token }), ...(language && { language }) }),

    /** An order inserted as it would be stored, with the history row of its earning status. */
    async insertOrder(order: AgentOrder): Promise<string> {
      const createdAt = order.createdAt ?? new Date();
      const status = order.status ?? 'paid';
      const contact = validContactInfo();
      const principal = '100.00';
      const reference = `AG-${String(next()).padStart(6, '0')}`;
      const [row] = await db
        .insert(orders)
        .values({
          reference,
          userId: await owner(),
          agentHash: order.agentHash,
          agentSharePercent: order.share,
          method: 'zelle',
          status,
          paymentCurrency: order.pricingCurrency ?? 'USD',
          pricingCurrency: order.pricingCurrency ?? 'USD',
          destinationCurrency: 'CUP',
          principal,
          commission: order.commission,
          deliveryCost: '0.00',
          total: new Big(principal).plus(order.commission).toFixed(2),
          receiving: '32000.00',
          rate: '320',
          cartFingerprint: `fixture-${reference}`,
          sender: {
            ...contact.sender,
            fullname: order.senderName ?? 'María José Núñez',
          } as Sender,
          receiver: contact.receiver as Receiver,
          bank: contact.bank as typeof orders.$inferInsert.bank,
          createdAt,
          updatedAt: createdAt,
          paymentChosenAt: createdAt,
        })
        .returning({ id: orders.id });
      if (row === undefined) throw new Error('order not inserted');
      if (earning.has(status)) await this.markHistory(row.id, status, order.paidAt ?? createdAt);
      return reference;
    },

    async markHistory(orderId: string, status: OrderStatus, at: Date): Promise<void> {
      await db.insert(orderStatusHistory).values({
        orderId,
        fromStatus: 'payment_submitted',
        toStatus: status,
        actor: 'system',
        note: 'fixture',
        createdAt: at,
      });
    },

    /** The order becomes `status` now, as an operator's change would record it. */
    async changeStatus(reference: string, status: OrderStatus, at = new Date()): Promise<void> {
      const [row] = await db
        .update(orders)
        .set({ status, updatedAt: at })
        .where(eq(orders.reference, reference))
        .returning({ id: orders.id });
      if (row === undefined) throw new Error(`no order ${reference}`);
      await this.markHistory(row.id, status, at);
    },

    async setShare(hash: string, share: string): Promise<void> {
      await db.update(agents).set({ commissionSharePercent: share }).where(eq(agents.hash, hash));
    },

    /** An active sender account with a known password, as sign-up and activation leave it. */
    async sender(email: string, active = true): Promise<void> {
      await db.insert(users).values({
        firstName: 'Rosa',
        lastName: 'Cabrera',
        email,
        passwordHash: await hashPassword(testPassword),
        language: 'en',
        active,
      });
    },
  };
}

export type AgentsWorld = ReturnType<typeof agentsWorld>;
