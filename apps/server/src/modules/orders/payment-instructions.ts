import { isDeepStrictEqual } from 'node:util';
import { isReceivingAccountMethod } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { Jobs } from '../../plugins/jobs/job-types.ts';
import type { OrderNotifier } from './order-notifier.ts';
import { createOrdersRepository, type OrderRecipient } from './orders-repository.ts';
import type { MailedInstructions, OrderRow } from './orders-tables.ts';

/** The job's data: the order, and the choice of method it was scheduled for. */
interface InstructionsJob {
  orderId: string;
  /** `payment_chosen_at` when scheduled (ISO): a later choice has a job of its own. */
  chosenAt: string;
}

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    'orders.payment-instructions': InstructionsJob;
  }
}

/**
 * Mails the sender how to pay once they have settled on a method, not at every click: each
 * choice schedules a job after `delaySeconds` (bank transfer at once: its button asks for the
 * mail), and only the job of the choice that still stands mails. The mail says what changed
 * since the last one: a first mail gives the account; after a change of method or account it
 * names the account the earlier mail gave, which is no longer valid, in the same mail.
 */
export interface PaymentInstructions {
  schedule(tx: Database, order: OrderRow): Promise<void>;
  send(job: InstructionsJob): Promise<void>;
  /**
   * The order's last hold ended (in `tx`, under the order's lock): one mail says it can be paid
   * and how, whatever was mailed before; a choice's job still waiting then has nothing to add.
   */
  released(tx: Database, order: OrderRow, recipient: OrderRecipient): Promise<void>;
}

export function createPaymentInstructions(deps: {
  db: Database;
  jobs: Jobs;
  notifier: OrderNotifier;
  delaySeconds: number;
  /** Whether the order is on a compliance hold: its instructions wait for the release. */
  held: (tx: Database, orderId: string) => Promise<boolean>;
}): PaymentInstructions {
  return {
    async schedule(tx, order) {
      const delay = order.method === 'transferencia' ? 0 : deps.delaySeconds;
      const chosenAt = order.paymentChosenAt;
      await deps.jobs.enqueue(
        tx,
        'orders.payment-instructions',
        { orderId: order.id, chosenAt: chosenAt.toISOString() },
        { startAfter: new Date(chosenAt.getTime() + delay * 1000) },
      );
    },

    async released(tx, order, recipient) {
      await deps.notifier.released(tx, order, recipient);
      if (!isReceivingAccountMethod(order.method)) return;
      const mailed: MailedInstructions = { method: order.method, payTo: order.payTo };
      await createOrdersRepository(tx).update(order.id, { instructionsMailed: mailed });
    },

    async send({ orderId, chosenAt }) {
      await deps.db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const locked = await repository.lock(orderId);
        if (locked === undefined) return;
        const { order, recipient } = locked;
        // Paid, cancelled or expired meanwhile, or the sender chose again: nothing to say now.
        if (order.status !== 'awaiting_payment') return;
        if (order.paymentChosenAt.toISOString() !== chosenAt) return;
        if (await deps.held(tx, order.id)) return;
        const now: MailedInstructions = { method: order.method, payTo: order.payTo };
        const before = order.instructionsMailed;
        if (isDeepStrictEqual(before, now)) return;
        // A gateway order never mailed about is paid on the gateway's page: no mail.
        if (before === null && !isReceivingAccountMethod(order.method)) return;
        await deps.notifier.instructions(tx, order, recipient, before);
        await repository.update(order.id, { instructionsMailed: now });
      });
    },
  };
}
