import { z } from 'zod';
import type { DestinationCode } from '../pricing/enums.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

const deliveryModes = ['card', 'bank'] as const;
export const deliveryModeSchema = z.enum(deliveryModes, { error: requiredOrInvalid });
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

const modesByDestination: Record<DestinationCode, readonly DeliveryMode[]> = {
  'USD CASH': [],
  AIS: ['bank'],
  USD: deliveryModes,
  CUP: deliveryModes,
  MLC: deliveryModes,
};

/**
 * Delivery modes the receiver can choose for a destination, the first being the default.
 * Empty for cash, where the delivery method is hidden and no bank data is kept.
 */
export function deliveryModesFor(destination: DestinationCode): readonly DeliveryMode[] {
  return modesByDestination[destination];
}
