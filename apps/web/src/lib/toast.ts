import { wantToaster } from './lazy-toaster';

/** sonner's `toast.success` for the first screen's code, which must not carry sonner itself. */
export function toastSuccess(message: string): void {
  wantToaster();
  void import('sonner').then(({ toast }) => {
    toast.success(message);
  });
}
