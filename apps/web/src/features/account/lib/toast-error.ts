import { notify } from '@/lib/notify';

/** Spec §8: account calls report failures as a red toast with the server's message. */
export function toastError(error: Error): void {
  notify.error(error.message);
}
