import { useCallback, useEffect, useRef, useState } from 'react';
import { useRetryWhileUnreachable } from '@/lib/use-retry-while-unreachable';
import { useFetchQuote } from '../api/calc-money-sent';
import type { QuoteOutcome, QuoteRequest } from '../model/calculator-state';

/** Spec §9: an amount edit waits this long for the next keystroke before asking for a quote. */
export const QUOTE_DEBOUNCE_MS = 1500;

/**
 * Asks for a quote `delayMs` after the last `schedule` call; `null` cancels. Only the latest
 * request reaches `onOutcome`, so a slow answer never overwrites a newer one. `pending` is true
 * from the edit until its answer. While Giro cannot be reached, the latest request is asked
 * again every few seconds and `unreachable` is true.
 */
export function useDebouncedQuote(onOutcome: (outcome: QuoteOutcome) => void) {
  const fetchQuote = useFetchQuote();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const handler = useRef(onOutcome);
  const [failed, setFailed] = useState<{ request: QuoteRequest; ticket: number; error: unknown }>();

  useEffect(() => {
    handler.current = onOutcome;
  });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  const run = useCallback(
    async (request: QuoteRequest, ticket: number) => {
      const outcome: QuoteOutcome = await fetchQuote(request).then(
        (quote) => ({ ok: true, request, quote }),
        (error: unknown) => ({ ok: false, request, error }),
      );
      if (ticket !== latest.current) return;
      setPending(false);
      setFailed(outcome.ok ? undefined : { request, ticket, error: outcome.error });
      handler.current(outcome);
    },
    [fetchQuote],
  );

  const schedule = useCallback(
    (request: QuoteRequest | null, delayMs: number) => {
      clearTimeout(timer.current);
      latest.current += 1;
      const ticket = latest.current;
      setFailed(undefined);
      setPending(request !== null);
      if (request === null) return;
      timer.current = setTimeout(() => void run(request, ticket), delayMs);
    },
    [run],
  );

  const unreachable = useRetryWhileUnreachable(failed?.error, () => {
    if (failed === undefined || failed.ticket !== latest.current) return;
    setPending(true);
    void run(failed.request, failed.ticket);
  });

  return { schedule, pending, unreachable };
}
