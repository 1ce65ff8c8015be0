import { toast } from 'sonner';

/** Spec §8: account calls report failures as a red toast with the server's message. */
export function toastError(error: Error): void {
  toast.error(error.message);
}
