import type { SenderLimit } from '@giro/shared/compliance/limit-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import { route } from '../../../plugins/call-route.ts';
import { auditedChange } from '../../audit/audited-change.ts';
import { createLimitsRepository } from '../../limits/limits-repository.ts';
import type { SenderLimitRow } from '../../limits/limits-tables.ts';
import { paymentCurrencies } from '../../pricing/pricing-tables.ts';
import { adminConflict, notFound } from '../admin-errors.ts';
import { staffActor } from '../admin-guard.ts';
import { invalidating } from '../invalidating.ts';
import { plainDecimal } from '../plain-decimal.ts';

const optional = (value: string | null) => (value === null ? null : plainDecimal(value));

function toLimit(row: SenderLimitRow): SenderLimit {
  return {
    currency: row.currency,
    usd_value: plainDecimal(row.usdValue),
    per_transfer: optional(row.perTransfer),
    per_day: optional(row.perDay),
    per_month: optional(row.perMonth),
  };
}

/**
 * Limits are set in the currencies amounts are priced in: the fiat payment currencies (crypto
 * payments are priced, and counted, in USD). Anything else is 409 `unknown_currency`.
 */
async function requireFiatCurrency(db: Database, code: string): Promise<void> {
  const [found] = await db
    .select({ code: paymentCurrencies.code })
    .from(paymentCurrencies)
    .where(and(eq(paymentCurrencies.code, code), eq(paymentCurrencies.fiat, true)));
  if (found === undefined) throw adminConflict('unknown_currency');
}

/** Sender limits per pricing currency, with the USD value used to add currencies together. */
export const limitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app.compliance;

  route(app, 'GET /api/admin/compliance/limits', {
    handler: async () => (await createLimitsRepository(app.db).all()).map(toLimit),
  });

  route(app, 'PUT /api/admin/compliance/limits/:currency', {
    handler: async (request) => {
      const { currency } = request.params;
      const { body } = request;
      return invalidating(
        limits,
        auditedChange(
          app.db,
          { actor: staffActor(request), entity: 'sender_limit' },
          async (tx) => {
            await requireFiatCurrency(tx, currency);
            const repository = createLimitsRepository(tx);
            const previous = (await repository.all()).find((row) => row.currency === currency);
            const saved = await repository.upsert({
              currency,
              usdValue: body.usd_value,
              perTransfer: body.per_transfer,
              perDay: body.per_day,
              perMonth: body.per_month,
            });
            const after = toLimit(saved);
            const before = previous === undefined ? null : toLimit(previous);
            return { entityId: currency, before, after, result: after };
          },
        ),
      );
    },
  });

  route(app, 'DELETE /api/admin/compliance/limits/:currency', {
    handler: async (request, reply) => {
      const { currency } = request.params;
      await invalidating(
        limits,
        auditedChange(
          app.db,
          { actor: staffActor(request), entity: 'sender_limit' },
          async (tx) => {
            const repository = createLimitsRepository(tx);
            const previous = (await repository.all()).find((row) => row.currency === currency);
            if (previous === undefined || !(await repository.remove(currency))) throw notFound();
            return {
              entityId: currency,
              before: toLimit(previous),
              after: null,
              result: undefined,
            };
          },
        ),
      );
      return reply.status(204).send(null);
    },
  });
};
