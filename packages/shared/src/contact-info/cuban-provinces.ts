import { z } from 'zod';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/**
 * Cuba's 15 provinces plus the special municipality Isla de la Juventud, west to east. Proper
 * names are both the stored value and the label in every language.
 */
export const cubanProvinces = [
  'Pinar del Río',
  'Artemisa',
  'La Habana',
  'Mayabeque',
  'Matanzas',
  'Cienfuegos',
  'Villa Clara',
  'Sancti Spíritus',
  'Ciego de Ávila',
  'Camagüey',
  'Las Tunas',
  'Holguín',
  'Granma',
  'Santiago de Cuba',
  'Guantánamo',
  'Isla de la Juventud',
] as const;

/** Optional: '' when not given. */
export const provinceSchema = z.enum(['', ...cubanProvinces], { error: requiredOrInvalid });
