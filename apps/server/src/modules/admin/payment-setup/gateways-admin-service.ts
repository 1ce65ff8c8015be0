import type { PaymentMethod } from '@giro/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { PaymentMethodsService } from '../../payment-methods/payment-methods-service.ts';
import { gateways } from '../../payment-methods/payment-methods-tables.ts';
import { notFound } from '../admin-errors.ts';
import { invalidating } from '../invalidating.ts';

/** The checkout's payment methods switched on and off; the checkout sees a switch at once. */
export function createGatewaysAdminService(
  db: Database,
  methods: Pick<PaymentMethodsService, 'invalidate'>,
) {
  return {
    list() {
      return db.select().from(gateways).orderBy(asc(gateways.position), asc(gateways.name));
    },

    setEnabled(actor: Actor, name: PaymentMethod, enabled: boolean) {
      const change = auditedChange(db, { actor, entity: 'gateway' }, async (tx) => {
        const [before] = await tx.select().from(gateways).where(eq(gateways.name, name));
        if (before === undefined) throw notFound();
        const [after] = await tx
          .update(gateways)
          .set({ enabled })
          .where(eq(gateways.name, name))
          .returning();
        if (after === undefined) throw notFound();
        return {
          entityId: name,
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
          result: after,
        };
      });
      return invalidating(methods, change);
    },
  };
}
