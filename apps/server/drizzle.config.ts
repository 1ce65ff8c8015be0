import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables; drizzle-kit reads them all.
  schema: './src/modules/*/*-tables.ts',
  out: './src/db/migrations',
});
