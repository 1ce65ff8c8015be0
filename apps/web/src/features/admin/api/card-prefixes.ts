import type { CardPrefixListName } from '@giro/shared/admin/card-prefix-admin-contracts';
import { cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

const cardPrefixesQuery = queryOptions({
  queryKey: adminKeys.cardPrefixes,
  queryFn: ({ signal }) => api.get('/api/admin/card-prefixes', cardPrefixListsSchema, { signal }),
});

export const useCardPrefixes = () => useQuery(cardPrefixesQuery);

const savedListSchema = z.object({ prefixes: z.array(z.string()) });

function saveCardPrefixList({ list, prefixes }: { list: CardPrefixListName; prefixes: string[] }) {
  return api.put(`/api/admin/card-prefixes/${list}`, savedListSchema, { prefixes });
}

/** Replaces a whole list; the receiver form checks cards against it from then on. */
export function useSaveCardPrefixList() {
  return useAdminMutation({ mutationFn: saveCardPrefixList, invalidates: adminKeys.cardPrefixes });
}
