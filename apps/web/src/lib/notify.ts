import { isToasterOn, wantToaster } from './lazy-toaster';
import { rememberShownError } from './shown-errors';
import { announce } from './toast-announcer';

function raise(kind: 'success' | 'error' | 'info', message: string): void {
  if (!isToasterOn()) announce(message);
  wantToaster();
  // sonner arrives with the first toast: no screen waits for it to load or run.
  void import('sonner').then(({ toast }) => {
    toast[kind](message, { id: message });
  });
}

/**
 * Toasts by their message: the same message again updates the toast on screen instead of
 * stacking a copy, and errors are dismissed when the sender leaves the screen. A toast raised
 * before the Toaster has mounted shows once it does.
 */
export const notify = {
  success(message: string): void {
    raise('success', message);
  },
  error(message: string): void {
    rememberShownError(message);
    raise('error', message);
  },
  /** Blue (spec §8); not dismissed on leaving the screen: it may explain where the sender lands. */
  info(message: string): void {
    raise('info', message);
  },
};
