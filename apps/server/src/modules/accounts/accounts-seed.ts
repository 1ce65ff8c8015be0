import type { Database } from '../../db/database.ts';
import { demoSender } from './demo-credentials.ts';
import { hashPassword } from './password-hasher.ts';
import { createUserRepository } from './user-repository.ts';

/** The README's demo sender, already activated. */
export async function seedAccounts(db: Database): Promise<void> {
  await createUserRepository(db).insert({
    firstName: 'Daniela',
    lastName: 'Demo',
    email: demoSender.email,
    passwordHash: await hashPassword(demoSender.password),
    language: 'es',
    registerLink: 'demo-agent',
    active: true,
  });
}
