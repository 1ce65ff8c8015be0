import type { OrderStatus } from '@giro/shared';
import type { HoldReason } from '@giro/shared/compliance/compliance-holds';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IdentityService } from '../identity/identity-service.ts';
import type { LimitsService } from '../limits/limits-service.ts';
import type { OrderChecks } from '../orders/order-checks.ts';
import type { OrderRow } from '../orders/orders-tables.ts';
import type { SanctionsScreening } from '../sanctions/sanctions-screening.ts';
import type { ScreenedParties } from '../sanctions/screened-people.ts';
import type { ComplianceSettingsStore } from './compliance-settings.ts';
import { createHoldsRepository } from './holds-repository.ts';

export interface OrderGateDeps {
  now: () => Date;
  settings: ComplianceSettingsStore;
  screening: SanctionsScreening;
  limits: LimitsService;
  identity: Pick<IdentityService, 'isVerified'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The statuses a held order may not reach: the sender's payment, and delivery. */
const heldBack: Partial<Record<OrderStatus, AppError['code']>> = {
  payment_submitted: 'payment_on_hold',
  processing: 'compliance_hold',
  delivered: 'compliance_hold',
};

/** The order's parties as the screening reads them. */
export function screenedParties(order: OrderRow): ScreenedParties {
  return {
    senderName: order.sender.fullname,
    senderAccount: order.userId,
    receiverName: order.receiver.fullname,
    receiverDocument: order.receiver.document,
  };
}

/**
 * What screening the order against the list in force found: `held` (a possible match nobody
 * cleared for these people: a sanctions hold is opened, unless one is open), `clear`, or
 * `unscreened` while no list is in force.
 */
export async function screenOrder(
  deps: Pick<OrderGateDeps, 'now' | 'settings' | 'screening'>,
  tx: Database,
  order: OrderRow,
): Promise<'held' | 'clear' | 'unscreened'> {
  const { screening_threshold: threshold } = await deps.settings.read(tx);
  const result = await deps.screening.screen(tx, screenedParties(order), threshold);
  if (!result.screened) return 'unscreened';
  if (result.matches.length === 0) return 'clear';
  const { listId, matches } = result;
  const hold = { orderId: order.id, reason: 'sanctions' as const, matches, listId };
  await createHoldsRepository(tx).open({ ...hold, createdAt: deps.now() });
  return 'held';
}

/** Compliance's answers to the orders module (see `OrderChecks`). */
export function createOrderGate(deps: OrderGateDeps): OrderChecks {
  return {
    async admit(tx, draft) {
      const payment = {
        userId: draft.userId,
        currency: draft.pricingCurrency,
        amount: draft.total,
      };
      await deps.limits.checkOrder(tx, payment, draft.cartFingerprint);
    },

    async placed(tx, order) {
      const holds: HoldReason[] = [];
      const screened = await screenOrder(deps, tx, order);
      if (screened === 'held') holds.push('sanctions');
      if (screened === 'unscreened') {
        // Fail closed: without a list in force nothing is released until one screens the order.
        const hold = { orderId: order.id, reason: 'screening_unavailable' as const };
        await createHoldsRepository(tx).open({ ...hold, createdAt: deps.now() });
        holds.push('screening_unavailable');
        deps.log.warn(
          { reference: order.reference },
          'order held: no SDN list in force to screen it against',
        );
      }
      const { identity_threshold_usd: threshold } = await deps.settings.read(tx);
      const month = await deps.limits.monthUsd(tx, order.userId);
      if (month.gt(threshold) && !(await deps.identity.isVerified(tx, order.userId))) {
        const hold = { orderId: order.id, reason: 'identity' as const, createdAt: deps.now() };
        await createHoldsRepository(tx).open(hold);
        holds.push('identity');
      }
      return holds;
    },

    async paymentHold(executor, orderId) {
      const [first] = await createHoldsRepository(executor).openReasons(orderId);
      return first ?? null;
    },

    async paymentHolds(executor, orderIds) {
      const held = new Map<string, HoldReason>();
      for (const hold of await createHoldsRepository(executor).openOf(orderIds)) {
        if (!held.has(hold.orderId)) held.set(hold.orderId, hold.reason);
      }
      return held;
    },

    async checkTransition(tx, order, to) {
      const refusal = heldBack[to];
      if (refusal === undefined) return;
      const open = await createHoldsRepository(tx).openReasons(order.id);
      if (open.length > 0) throw new AppError(409, refusal);
    },

    async mayExpire(executor, orderId, since) {
      return !(await createHoldsRepository(executor).heldSince(orderId, since));
    },
  };
}
