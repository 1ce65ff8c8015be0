import { toast } from 'sonner';

/** Failures show the server's message (already in the page's language) as a red toast. */
export function toastApiError(error: Error): void {
  toast.error(error.message);
}
