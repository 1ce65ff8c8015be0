import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../accounts/password-hasher.ts';
import { createFirstAdminRepository } from './first-admin-repository.ts';

export type FirstAdminOutcome = 'created' | 'promoted' | 'admin_exists' | 'not_configured';

/**
 * At start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no admin exists, makes that
 * account an active admin with that password (creating it, or promoting a sender who already
 * has the address). Once any admin exists the variables are ignored.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<FirstAdminOutcome> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (email === undefined || password === undefined) return 'not_configured';
  return db.transaction(async (tx) => {
    const admins = createFirstAdminRepository(tx);
    if (await admins.anyAdmin()) return 'admin_exists';
    const passwordHash = await hashPassword(password);
    if (await admins.promote(email, passwordHash)) return 'promoted';
    await admins.create(email, passwordHash);
    return 'created';
  });
}
