import type { CardPrefixLists } from '@giro/shared/contact-info/card-prefix';
import type { Database } from '../../db/database.ts';
import { cardPrefixListNames, createCardPrefixesRepository } from './card-prefixes-repository.ts';

// Made-up prefixes with the list sizes of spec §5 (CUP 3, MLC 5, CUC 16).
const demoLists: CardPrefixLists = {
  CUP: ['92250699', '92251299', '92259598'],
  MLC: ['92257599', '92258899', '92253299', '92254499', '92256699'],
  CUC: Array.from({ length: 16 }, (_, index) => String(92_250_600 + index)),
};

/** Demo card prefix lists (SEED_DEMO). */
export async function seedCardPrefixes(db: Database): Promise<void> {
  const entries = cardPrefixListNames.options.flatMap((list) =>
    demoLists[list].map((prefix) => ({ list, prefix })),
  );
  await createCardPrefixesRepository(db).add(entries);
}
