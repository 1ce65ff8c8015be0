import { fileURLToPath } from 'node:url';

/** Where `npm run db:generate` writes migrations and each driver's Drizzle migrator reads them. */
export const migrations = {
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
};
