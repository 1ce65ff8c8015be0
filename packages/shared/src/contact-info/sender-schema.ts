import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { moneySourceSchema } from './money-sources.ts';
import { optionalText, personName, requiredEmail } from './text-fields.ts';
import { phoneSchema } from './validate-phone.ts';

export const senderSchema = z.object(
  {
    moneysource: moneySourceSchema,
    fullname: personName,
    email: requiredEmail,
    phone: phoneSchema,
    /** Spec §3 lists it without rules: optional free text. */
    crypto: optionalText,
  },
  { error: requiredOrInvalid },
);
export type Sender = z.output<typeof senderSchema>;
