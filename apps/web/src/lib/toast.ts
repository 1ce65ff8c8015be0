import { wantToaster } from './lazy-toaster';

/** `notify.success` for the first screen's code, which must not carry sonner itself. */
export function toastSuccess(message: string): void {
  wantToaster();
  void import('sonner').then(({ toast }) => {
    toast.success(message, { id: message });
  });
}
