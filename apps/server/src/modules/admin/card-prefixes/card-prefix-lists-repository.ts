import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { createCardPrefixesRepository } from '../../card-prefixes/card-prefixes-repository.ts';
import { cardPrefixes } from '../../card-prefixes/card-prefixes-tables.ts';

/** The card-prefixes module's repository, plus what the console needs: emptying a list. */
export function createCardPrefixListsRepository(db: Database) {
  return {
    ...createCardPrefixesRepository(db),

    async clear(list: string): Promise<void> {
      await db.delete(cardPrefixes).where(eq(cardPrefixes.list, list));
    },
  };
}
