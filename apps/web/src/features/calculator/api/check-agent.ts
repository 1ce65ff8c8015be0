import type { Language } from '@giro/shared/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keepForSameAgent } from './keep-for-same-agent';
import { pricingSchema } from './pricing-schema';

/** POST /api/check_user_url: whether the agent's link works and which destinations it offers. */
function checkAgent(hash: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.post(
    '/api/check_user_url',
    pricingSchema('checkUserUrlResponseSchema'),
    { p: hash },
    { signal },
  );
}

/** `language` is in the key because the server translates the refusal message. */
export function checkAgentQueryOptions(hash: string, language: Language) {
  return queryOptions({
    queryKey: ['agent-check', hash, language],
    queryFn: ({ signal }) => checkAgent(hash, { signal }),
    placeholderData: keepForSameAgent(hash),
  });
}

export function useCheckAgent(hash: string, language: Language) {
  return useQuery(checkAgentQueryOptions(hash, language));
}
