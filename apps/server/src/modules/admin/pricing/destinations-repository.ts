import type { DestinationBody } from '@giro/shared/admin/destination-admin-contracts';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { destinationCurrencies } from '../../pricing/pricing-tables.ts';

export type DestinationRow = typeof destinationCurrencies.$inferSelect;

/** The destination currencies' switches and the notices shown while one is closed. */
export function createDestinationsRepository(db: Database) {
  return {
    list(): Promise<DestinationRow[]> {
      return db
        .select()
        .from(destinationCurrencies)
        .orderBy(asc(destinationCurrencies.position), asc(destinationCurrencies.code));
    },

    async find(code: DestinationCode): Promise<DestinationRow | undefined> {
      const [row] = await db
        .select()
        .from(destinationCurrencies)
        .where(eq(destinationCurrencies.code, code));
      return row;
    },

    async update(code: DestinationCode, body: DestinationBody): Promise<DestinationRow> {
      const [row] = await db
        .update(destinationCurrencies)
        .set({
          enabled: body.enabled,
          direct: body.direct,
          noticeEs: body.notice_es,
          noticeEn: body.notice_en,
        })
        .where(eq(destinationCurrencies.code, code))
        .returning();
      if (row === undefined) throw new Error('destination update returned no row');
      return row;
    },
  };
}
