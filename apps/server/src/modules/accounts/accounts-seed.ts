import type { Database } from '../../db/database.ts';
import { hashPassword } from './password-hasher.ts';
import { createUserRepository } from './user-repository.ts';

/** The README's demo sender, already activated. */
export const demoSender = { email: 'demo@giro.example', password: 'giro-demo-2024' } as const;

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
