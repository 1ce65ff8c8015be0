import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export type DropdownProps = {
  /** Content of the toggle button. */
  trigger: ReactNode;
  /** Accessible name of the toggle when its content is not enough (an icon, a count). */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Gets `close` so items can close the panel after acting. */
  children: (close: () => void) => ReactNode;
};

/**
 * A disclosure: a button that shows a floating panel under it. Escape, a click outside or
 * moving focus away closes it; Escape gives focus back to the button.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root?.contains(event.target))) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root?.contains(next)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    root?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute right-0 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white shadow-xl',
          panelClassName,
        )}
      >
        {open && children(close)}
      </div>
    </div>
  );
}
