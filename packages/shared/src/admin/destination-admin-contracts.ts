import { z } from 'zod';
import { optionalText } from '../contact-info/text-fields.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/**
 * A notice the storefront shows while a destination is closed; '' or null clears it. null is
 * accepted because it is what this schema outputs: the console's form sends its parsed values.
 */
const notice = optionalText.nullable().transform((text) => text || null);

/**
 * PUT /api/admin/destinations/:code. Cuban channels close often: `enabled: false` takes the
 * destination off the calculator, and the notice tells senders why.
 */
export const destinationBodySchema = z.object(
  {
    enabled: z.boolean({ error: requiredOrInvalid }),
    /** Offered to senders who come without an agent link. */
    direct: z.boolean({ error: requiredOrInvalid }),
    notice_es: notice,
    notice_en: notice,
  },
  { error: requiredOrInvalid },
);
export type DestinationBody = z.output<typeof destinationBodySchema>;

export const destinationParamsSchema = z.object({ code: destinationCodeSchema });

export const adminDestinationSchema = z.object({
  code: destinationCodeSchema,
  enabled: z.boolean(),
  direct: z.boolean(),
  notice_es: z.string().nullable(),
  notice_en: z.string().nullable(),
});
export type AdminDestination = z.infer<typeof adminDestinationSchema>;

/** GET /api/admin/destinations */
export const adminDestinationListSchema = z.array(adminDestinationSchema);
