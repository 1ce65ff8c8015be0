import type { Database } from '../../db/database.ts';
import { contactMessages } from './contact-tables.ts';

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'phone' | 'message' | 'freelancer' | 'language'
>;

export function createContactRepository(db: Database) {
  return {
    /** Stores a message and returns its id. */
    async insert(message: NewContactMessage): Promise<string> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      if (row === undefined) throw new Error('contact message insert returned no row');
      return row.id;
    },
  };
}
