import type { Database } from './db/database.ts';
import { seedAccounts } from './modules/accounts/accounts-seed.ts';
import { seedStaff } from './modules/admin/admin-seed.ts';
import { seedAgents } from './modules/agents/agents-seed.ts';
import { seedCardPrefixes } from './modules/card-prefixes/card-prefixes-seed.ts';
import { seedCompliance } from './modules/compliance/compliance-seed.ts';
import { seedPaymentMethods } from './modules/payment-methods/payment-methods-seed.ts';
import { seedPricing } from './modules/pricing/pricing-seed.ts';
import { seedReceivingAccounts } from './modules/receiving-accounts/receiving-accounts-seed.ts';
import { seedSanctionsList } from './modules/sanctions/sanctions-seed.ts';
import { createSettingsRepository } from './modules/site/settings-repository.ts';
import { seedSite } from './modules/site/site-seed.ts';
import { seedWallets } from './modules/wallets/wallets-seed.ts';

export type Seed = (db: Database) => Promise<void>;

/** Demo data of every module, applied in this order: add a module's seed function here. */
export const demoSeeds: readonly Seed[] = [
  seedSite,
  seedPricing,
  seedAgents,
  seedCardPrefixes,
  seedAccounts,
  seedStaff,
  seedPaymentMethods,
  seedReceivingAccounts,
  seedWallets,
  seedCompliance,
  seedSanctionsList,
];

/**
 * Fills an empty database with the demo data, all or nothing. "Empty" means no operator
 * settings, which the first seed writes. Returns whether it seeded.
 */
export async function seedDemoIfEmpty(
  db: Database,
  list: readonly Seed[] = demoSeeds,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await createSettingsRepository(tx).isEmpty())) return false;
    for (const seed of list) await seed(tx);
    return true;
  });
}
