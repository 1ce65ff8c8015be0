import { z } from 'zod';
import { destinationCodes, quoteType } from './enums.ts';
import { requiredOrInvalid } from './required-or-invalid.ts';

export const destinationCodeSchema = z.enum(destinationCodes, { error: requiredOrInvalid });
export const quoteTypeSchema = z.literal([quoteType.send, quoteType.receive], {
  error: requiredOrInvalid,
});
