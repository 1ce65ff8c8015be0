import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/** Values of the sender's source of funds; labels live in the web catalogue. */
export const moneySources = [
  'salary',
  'savings',
  'pension',
  'business',
  'investments',
  'gift',
  'other',
] as const;
export const moneySourceSchema = z.enum(moneySources, { error: requiredOrInvalid });
export type MoneySource = z.infer<typeof moneySourceSchema>;
