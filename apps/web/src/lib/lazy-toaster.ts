import { lazy } from 'react';

/**
 * sonner's Toaster, fetched after the first render so the first screen does not wait for it.
 * Toasts raised before it mounts still show: sonner replays active toasts to a new Toaster.
 */
export const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({ default: Toaster })),
);
