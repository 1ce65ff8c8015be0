import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The details the sender block starts from: the signed-in user's name and email, and the phone
 * the sender gave on their latest order (empty before the first).
 */
export type SenderPrefill = { fullname: string; email: string; phone: string };

/**
 * Fills the sender block from `prefill` where it is still empty. Runs again only if the
 * prefill changes, so a field the sender clears stays cleared.
 */
export function useSenderPrefill<Output>(
  form: UseFormReturn<ContactInfoInput, unknown, Output>,
  prefill: SenderPrefill | undefined,
) {
  const fullname = prefill?.fullname ?? '';
  const email = prefill?.email ?? '';
  const phone = prefill?.phone ?? '';
  useEffect(() => {
    const fields = [
      ['sender.fullname', fullname],
      ['sender.email', email],
      ['sender.phone', phone],
    ] as const;
    for (const [name, value] of fields) {
      if (value !== '' && form.getValues(name).trim() === '') {
        form.setValue(name, value, { shouldDirty: true });
      }
    }
  }, [form, fullname, email, phone]);
}
