import {
  defaultUnpaidOrderHours,
  orderExpirySettingsSchema,
} from '@giro/shared/admin/order-expiry-contracts';
import type { Database } from '../../db/database.ts';
import { createSettingsRepository } from '../site/settings-repository.ts';

const key = 'unpaid_order_hours';

/** The operator's setting (console, "Caducidad de órdenes"), read fresh by every sweep. */
export function createUnpaidOrderHours(db: Database) {
  return {
    async read(executor: Database = db): Promise<number> {
      const stored = (await createSettingsRepository(executor).read([key])).get(key);
      const parsed = orderExpirySettingsSchema.shape.unpaid_order_hours.safeParse(stored);
      return parsed.success ? parsed.data : defaultUnpaidOrderHours;
    },
    async write(executor: Database, hours: number): Promise<void> {
      await createSettingsRepository(executor).write({ [key]: hours });
    },
  };
}
