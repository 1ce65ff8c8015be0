import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** The signed-in user's details the sender block starts from. */
export type SenderPrefill = { fullname: string; email: string };

/**
 * Fills the sender's name and email from the signed-in user where they are still empty. Runs
 * again only if the user changes, so a field the sender clears stays cleared.
 */
export function useSenderPrefill<Output>(
  form: UseFormReturn<ContactInfoInput, unknown, Output>,
  prefill: SenderPrefill | undefined,
) {
  const fullname = prefill?.fullname ?? '';
  const email = prefill?.email ?? '';
  useEffect(() => {
    const fields = [
      ['sender.fullname', fullname],
      ['sender.email', email],
    ] as const;
    for (const [name, value] of fields) {
      if (value !== '' && form.getValues(name).trim() === '') {
        form.setValue(name, value, { shouldDirty: true });
      }
    }
  }, [form, fullname, email]);
}
