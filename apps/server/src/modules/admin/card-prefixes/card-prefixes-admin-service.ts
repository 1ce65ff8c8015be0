import type { CardPrefixListName } from '@giro/shared/admin/card-prefix-admin-contracts';
import type { Database } from '../../../db/database.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import type { CardPrefixesService } from '../../card-prefixes/card-prefixes-service.ts';
import { invalidating } from '../invalidating.ts';
import { createCardPrefixListsRepository } from './card-prefix-lists-repository.ts';

/** The card prefix lists the receiver form checks cards against, edited a whole list at once. */
export function createCardPrefixesAdminService(
  db: Database,
  lists: Pick<CardPrefixesService, 'invalidate'>,
) {
  return {
    read: () => createCardPrefixListsRepository(db).readLists(),

    replace(actor: Actor, list: CardPrefixListName, prefixes: string[]) {
      const change = auditedChange(db, { actor, entity: 'card_prefix_list' }, async (tx) => {
        const repository = createCardPrefixListsRepository(tx);
        const before = (await repository.readLists())[list];
        await repository.clear(list);
        await repository.add(prefixes.map((prefix) => ({ list, prefix })));
        const after = (await repository.readLists())[list];
        return {
          entityId: list,
          before: { prefixes: before },
          after: { prefixes: after },
          result: after,
        };
      });
      return invalidating(lists, change);
    },
  };
}
