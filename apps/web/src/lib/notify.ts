import { toast } from 'sonner';
import { rememberShownError } from './shown-errors';

/**
 * Toasts by their message: the same message again updates the toast on screen instead of
 * stacking a copy, and errors are dismissed when the sender leaves the screen.
 */
export const notify = {
  success(message: string): void {
    toast.success(message, { id: message });
  },
  error(message: string): void {
    rememberShownError(message);
    toast.error(message, { id: message });
  },
};
