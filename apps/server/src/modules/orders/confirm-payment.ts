import type { ConfirmCryptoPaymentBody, ConfirmFiatPaymentBody, OrderStatus } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { historyNotes } from './history-notes.ts';
import type { OrderExpiry } from './order-expiry.ts';
import type { ChangeStatus } from './order-status-changer.ts';
import { methodMismatch, orderExpired, orderNotFound, txidUsed } from './orders-errors.ts';
import { createOrdersRepository } from './orders-repository.ts';
import type { OrderRow } from './orders-tables.ts';
import { violatedConstraint } from './unique-violation.ts';

export interface ConfirmDeps {
  db: Database;
  changeStatus: ChangeStatus;
  expiry: Pick<OrderExpiry, 'isDue'>;
}

async function ownedOrder(db: Database, reference: string, user: SessionUser): Promise<OrderRow> {
  const order = await createOrdersRepository(db).findOwned(reference, user.id);
  if (order === undefined) throw orderNotFound();
  return order;
}

/**
 * POST /confirm_fiat_payment: the sender says a Zelle/PayPal order is paid, with their account
 * and the transaction number. Repeating the same confirmation changes nothing.
 */
export async function confirmFiatPayment(
  deps: ConfirmDeps,
  user: SessionUser,
  body: ConfirmFiatPaymentBody,
): Promise<OrderStatus> {
  const order = await ownedOrder(deps.db, body.reference, user);
  const { order: confirmed } = await deps.changeStatus(
    order.id,
    'payment_submitted',
    user.id,
    historyNotes.senderConfirmed,
    {
      check: (current) => {
        if (current.method !== body.fiat_method) throw methodMismatch(body.fiat_method);
        return !(
          current.status === 'payment_submitted' &&
          current.payerAccount === body.account &&
          current.payerTransaction === body.order
        );
      },
      change: { payerAccount: body.account, payerTransaction: body.order },
    },
  );
  return confirmed.status;
}

/**
 * POST /confirm_crypto_payment: the sender gives the TXID of a crypto order's payment. Past the
 * payment window the order expires (409 `expired`); a TXID pays one order only (409 `txid_used`).
 */
export async function confirmCryptoPayment(
  deps: ConfirmDeps,
  user: SessionUser,
  body: ConfirmCryptoPaymentBody,
): Promise<OrderStatus> {
  const order = await ownedOrder(deps.db, body.reference, user);
  if (order.method !== 'crypto') throw methodMismatch('crypto');
  if (deps.expiry.isDue(order)) {
    await deps.changeStatus(order.id, 'expired', 'system', historyNotes.cryptoWindowClosed, {
      check: deps.expiry.isDue,
    });
    throw orderExpired();
  }
  try {
    const { order: confirmed } = await deps.changeStatus(
      order.id,
      'payment_submitted',
      user.id,
      historyNotes.txidSubmitted,
      {
        check: (current) => {
          if (current.status === 'expired' || deps.expiry.isDue(current)) throw orderExpired();
          return !(current.status === 'payment_submitted' && current.txid === body.hash);
        },
        change: { txid: body.hash },
      },
    );
    return confirmed.status;
  } catch (error) {
    if (violatedConstraint(error) === 'orders_txid_key') throw txidUsed();
    throw error;
  }
}
