import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { provinceSchema } from './cuban-provinces.ts';
import { relationSchema } from './relations.ts';
import {
  optionalEmail,
  optionalText,
  personName,
  requiredDigits,
  requiredText,
} from './text-fields.ts';
import { phoneSchema } from './validate-phone.ts';

/** Cuban identity card number (carné de identidad). */
export const documentLength = 11;

export const receiverSchema = z.object(
  {
    fullname: personName,
    email: optionalEmail,
    document: requiredDigits(documentLength, 'validation.document_digits'),
    phone: phoneSchema,
    address: requiredText,
    zipcode: optionalText,
    city: optionalText,
    province: provinceSchema,
    relation: relationSchema,
  },
  { error: requiredOrInvalid },
);
export type Receiver = z.output<typeof receiverSchema>;
