import type { Language } from '@giro/shared/i18n';
import { receiptSchema } from '@giro/shared/transfers/receipt-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/lib/store/app-store';
import { transferQueryKey } from './get-transfer';

function getReceipt(reference: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/api/orders/${encodeURIComponent(reference)}/receipt`, receiptSchema, { signal });
}

/** The server words the receipt in the request's language: one cache entry per language. */
function receiptQueryOptions(reference: string, language: Language) {
  return queryOptions({
    queryKey: [...transferQueryKey(reference), 'receipt', language],
    queryFn: ({ signal }) => getReceipt(reference, { signal }),
  });
}

/** The receipt of one of the sender's orders, exactly as its PDF prints it. */
export function useReceipt(reference: string) {
  const language = useAppStore((state) => state.language);
  return useQuery(receiptQueryOptions(reference, language));
}
