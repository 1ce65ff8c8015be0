import { type ComponentProps, useEffect, useRef } from 'react';

export type DialogProps = Omit<ComponentProps<'dialog'>, 'open' | 'onClose'> & {
  open: boolean;
  onClose: () => void;
};

/**
 * A native modal `<dialog>`: the browser traps focus, makes the page inert, closes on Escape and
 * gives focus back. A click on the backdrop (the dialog box itself, outside its content) closes it.
 */
export function Dialog({ open, onClose, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('click', closeOnBackdrop);
    return () => dialog.removeEventListener('click', closeOnBackdrop);
  }, [onClose]);

  return (
    <dialog ref={ref} onClose={onClose} {...props}>
      {children}
    </dialog>
  );
}
