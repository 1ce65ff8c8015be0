import { paymentMethods } from '@giro/shared';
import type { Database } from '../../db/database.ts';
import { createPaymentMethodsRepository } from './payment-methods-repository.ts';

/** Every checkout method enabled, in the spec's order (SEED_DEMO). */
export async function seedPaymentMethods(db: Database): Promise<void> {
  const repository = createPaymentMethodsRepository(db);
  for (const [position, name] of paymentMethods.entries()) {
    await repository.save({ name, enabled: true, position });
  }
}
