import { createStore, useStore } from './store/create-store';

const announced = createStore({ message: '' });

/** Reads `message` out: for a toast raised before the Toaster, and its live region, are on. */
export function announce(message: string): void {
  announced.setState({ message });
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
    <div aria-live="polite" className="sr-only">
      {message}
    </div>
  );
}
