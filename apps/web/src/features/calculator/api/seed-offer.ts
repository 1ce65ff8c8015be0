import type { Language } from '@giro/shared/i18n';
import type { RenderedHome } from '@giro/shared/web-render';
import type { QueryClient } from '@tanstack/react-query';
import { checkAgentQueryOptions } from './check-agent';
import { currenciesQueryOptions } from './get-currencies';

/**
 * Puts the offer the server rendered the home page with where the calculator looks for it, so
 * the server's markup and the browser's first render agree and nothing is fetched again.
 */
export function seedOffer(queryClient: QueryClient, home: RenderedHome, language: Language): void {
  queryClient.setQueryData(checkAgentQueryOptions(home.hash, language).queryKey, home.agent);
  if (home.currencies) {
    queryClient.setQueryData(currenciesQueryOptions(home.hash, language).queryKey, home.currencies);
  }
}
