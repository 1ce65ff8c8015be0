import type { QueryClient } from '@tanstack/react-query';
import type { RouteCheck } from '../route-gate';
import { checkoutGuard } from './checkout-guard';

/**
 * /user-information's guard: the checkout's, and meanwhile the card prefix lists the form checks
 * cards against and the sender's details of their latest order, so the form shows whole at
 * once (the previous screen stays meanwhile), with no spinner of its own. A list that failed
 * still lets the screen in: its gate offers to try again. The two calls' code (and the schemas
 * that check their answers) loads here, not with the home page, which would carry it for nothing.
 */
export function userInformationGuard(queryClient: QueryClient): RouteCheck {
  const guard = checkoutGuard(queryClient);
  return async (address) => {
    const verdict = await guard(address);
    if (verdict !== null) return verdict;
    const [{ cardPrefixesQueryOptions }, { lastSenderQueryOptions }] = await Promise.all([
      import('@/features/recipient/api/get-card-prefixes'),
      import('@/features/recipient/api/get-last-sender'),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(cardPrefixesQueryOptions()),
      queryClient.prefetchQuery(lastSenderQueryOptions()),
    ]);
    return null;
  };
}
