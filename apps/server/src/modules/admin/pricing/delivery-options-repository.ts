import type { DeliveryOptionBody } from '@giro/shared/admin/pricing-admin-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { deliveryOptions } from '../../pricing/pricing-tables.ts';

export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;

function toValues(body: DeliveryOptionBody) {
  return {
    intervalEs: body.interval_es,
    intervalEn: body.interval_en,
    cost: body.cost,
    isDefault: body.is_default,
    destinations: body.destinations,
    enabled: body.enabled,
    position: body.position,
  };
}

function single(rows: DeliveryOptionRow[]): DeliveryOptionRow {
  const [row] = rows;
  if (row === undefined) throw new Error('delivery option write returned no row');
  return row;
}

/** Delivery-cost options; they are disabled rather than deleted, as orders may name them. */
export function createDeliveryOptionsRepository(db: Database) {
  return {
    list(): Promise<DeliveryOptionRow[]> {
      return db
        .select()
        .from(deliveryOptions)
        .orderBy(asc(deliveryOptions.position), asc(deliveryOptions.id));
    },

    async find(id: number): Promise<DeliveryOptionRow | undefined> {
      const [row] = await db.select().from(deliveryOptions).where(eq(deliveryOptions.id, id));
      return row;
    },

    async insert(body: DeliveryOptionBody): Promise<DeliveryOptionRow> {
      return single(await db.insert(deliveryOptions).values(toValues(body)).returning());
    },

    async update(id: number, body: DeliveryOptionBody): Promise<DeliveryOptionRow> {
      return single(
        await db
          .update(deliveryOptions)
          .set(toValues(body))
          .where(eq(deliveryOptions.id, id))
          .returning(),
      );
    },
  };
}
