import { z } from 'zod';
import { destinationCodes, payModes, quoteType } from './enums.ts';
import { requiredOrInvalid } from './required-or-invalid.ts';

export const destinationCodeSchema = z.enum(destinationCodes, { error: requiredOrInvalid });
export const payModeSchema = z.enum(payModes);
export const quoteTypeSchema = z.literal([quoteType.send, quoteType.receive], {
  error: requiredOrInvalid,
});
