import type { ContactInfoInput } from '@giro/shared/contact-info/contact-info-schema';
import type { DestinationCode } from '@giro/shared/pricing/enums';
import type { SavedReceiver } from '@giro/shared/transfers/receiver-contracts';
import { formValuesFrom, storableContact } from './contact-form-values';

/** A receiver and bank from a past order, to refill the form with. */
export type ReceiverRefill = Pick<SavedReceiver, 'receiver' | 'bank'>;

/** The form's values with the receiver and bank replaced, the sender kept as typed. */
export function refilledValues(
  current: ContactInfoInput,
  { receiver, bank }: ReceiverRefill,
  destination: DestinationCode,
): ContactInfoInput {
  const stored = storableContact(current);
  const { mode, ...numbers } = bank;
  return formValuesFrom(
    { ...stored, receiver, bank: { ...numbers, ...(mode !== null && { mode }) } },
    destination,
  );
}
