import { type CardPrefixLists, cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cardPrefixes } from './card-prefixes-tables.ts';

export const cardPrefixListNames = cardPrefixListsSchema.keyof();
type CardPrefixList = keyof CardPrefixLists;

export interface CardPrefix {
  list: CardPrefixList;
  prefix: string;
}

export function createCardPrefixesRepository(db: Database) {
  return {
    /** Every stored prefix grouped by list, each list in ascending order. */
    async readLists(): Promise<CardPrefixLists> {
      const rows = await db
        .select({ list: cardPrefixes.list, prefix: cardPrefixes.prefix })
        .from(cardPrefixes)
        .orderBy(asc(cardPrefixes.list), asc(cardPrefixes.prefix));
      const lists: CardPrefixLists = { CUP: [], MLC: [], CUC: [] };
      for (const { list, prefix } of rows) {
        // The table's check constraint keeps any other list name out.
        const name = cardPrefixListNames.safeParse(list);
        if (name.success) lists[name.data].push(prefix);
      }
      return lists;
    },

    /** Adds prefixes; one already in its list is left as it is. */
    async add(entries: readonly CardPrefix[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insert(cardPrefixes)
        .values([...entries])
        .onConflictDoNothing();
    },
  };
}
