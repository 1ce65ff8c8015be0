import { createStore, useStore } from './store/create-store';

/** How long a toast stays on screen (the Toaster's `duration`). */
export const toastDuration = 5000;

const announced = createStore({ message: '' });
let clearing: ReturnType<typeof setTimeout> | undefined;

/**
 * Reads `message` out: for a toast raised before the Toaster, and its live region, are on. The
 * text goes when the toast does, so that reading the page later does not meet it.
 */
export function announce(message: string): void {
  announced.setState({ message });
  clearTimeout(clearing);
  clearing = setTimeout(() => announced.setState({ message: '' }), toastDuration);
}

/**
 * A polite live region, in the page from the server's markup on. Screen readers read out what
 * changes in a live region they already know, not one added with its text in it, which is how
 * the Toaster, fetched with the first toast, arrives: so this region reads that toast out.
 */
export function ToastAnnouncer() {
  const message = useStore(announced, (state) => state.message, { message: '' });
  return (
    // No role: a `status` here would stand beside the screens' own.
    <div id="toast-announcer" aria-live="polite" className="sr-only">
      {message}
    </div>
  );
}
