import { useMemo } from 'react';
import { useAppStore } from '@/lib/store/app-store';
import { useCheckAgent } from '../api/check-agent';
import { useCurrencies } from '../api/get-currencies';
import type { CalculatorOffer } from '../model/calculator-offer';

export type OfferState =
  | { status: 'loading' }
  /** The agent check answered `success: false` (spec §2: 'Información' modal, no form). */
  | { status: 'refused'; message: string }
  | { status: 'failed'; error: Error; retry: () => void }
  /** `notice`: the operator's word on closed destinations, usually empty. */
  | { status: 'ready'; offer: CalculatorOffer; notice: string };

/** The agent check and the currency list for the stored agent hash, as one state. */
export function useCalculatorOffer(hash: string): OfferState {
  const language = useAppStore((state) => state.language);
  const agent = useCheckAgent(hash, language);
  const currencies = useCurrencies(hash, language);

  const offer = useMemo<CalculatorOffer | undefined>(
    () =>
      agent.data?.success && currencies.data
        ? {
            currencies: currencies.data.currencies,
            destinations: agent.data.destination_currencies.map((entry) => entry.name),
            delivery: currencies.data.delivery,
          }
        : undefined,
    [agent.data, currencies.data],
  );

  if (agent.data && !agent.data.success) return { status: 'refused', message: agent.data.message };
  const error = agent.error ?? currencies.error;
  if (error) {
    return {
      status: 'failed',
      error,
      retry: () => {
        if (agent.isError) void agent.refetch();
        if (currencies.isError) void currencies.refetch();
      },
    };
  }
  if (!offer || !agent.data) return { status: 'loading' };
  return { status: 'ready', offer, notice: agent.data.message };
}
