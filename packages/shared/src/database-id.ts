import { z } from 'zod';

/** A row id in a path (`/api/receivers/3`): a positive PostgreSQL `integer`, nothing larger. */
export const databaseIdSchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(2_147_483_647, { error: 'validation.invalid' });
