import { useEffect, useRef } from 'react';
import { ApiError } from './api-error';

/** How long to wait before asking again: the server's and the balancer's Retry-After. */
export const unreachableRetryMs = 5_000;

/**
 * Giro could not be reached: no answer at all, a proxy's 502–504, or a 503 `unavailable` (its
 * database away, its pool full). Not a refusal: the same call is worth making again.
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'unavailable';
}

/**
 * While `error` says Giro could not be reached, calls `retry` every few seconds (each failure is
 * a new error, so the next attempt is scheduled again). True meanwhile, for the "trying again"
 * message in place of an error.
 */
export function useRetryWhileUnreachable(error: unknown, retry: () => void): boolean {
  const unreachable = isUnreachable(error);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    if (!isUnreachable(error)) return;
    const timer = setTimeout(() => latestRetry.current(), unreachableRetryMs);
    return () => clearTimeout(timer);
  }, [error]);
  return unreachable;
}
