import { notify } from '@/lib/notify';

/** Failures show the server's message (already in the page's language) as a red toast. */
export function toastApiError(error: Error): void {
  notify.error(error.message);
}
