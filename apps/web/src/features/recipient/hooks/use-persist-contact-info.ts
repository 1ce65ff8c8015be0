import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { setContactInfo } from '@/lib/store/app-store';
import { storableContact } from '../lib/contact-form-values';

/** Long enough to skip most keystrokes, short enough that a quick reload rarely beats it. */
const persistDelayMs = 400;

/**
 * Copies the form into the store (kept in sessionStorage) shortly after each change, and at once
 * when the page is hidden or the form goes away, so a reload or a detour loses nothing.
 * Returns `cancel`, which drops a pending copy (before saving the validated details instead).
 */
export function usePersistContactInfo<Output>(
  form: UseFormReturn<ContactInfoInput, unknown, Output>,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const save = () => {
      cancel();
      setContactInfo(storableContact(form.getValues()));
    };
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(save, persistDelayMs);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, cancel]);

  return cancel;
}
