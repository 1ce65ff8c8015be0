import { z } from 'zod';
import { positiveMoneyInput } from '../admin/admin-decimals.ts';
import { optionalText, requiredText } from '../contact-info/text-fields.ts';

/** A regulator the receipt names, with the operator's own contact details (es/en names). */
const regulatorSchema = z.object({
  name_es: requiredText,
  name_en: requiredText,
  phone: optionalText,
  website: optionalText,
  address: optionalText,
});
export type Regulator = z.infer<typeof regulatorSchema>;

const whole = (min: number, max: number) =>
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/**
 * When the console's Compliance screen flags structuring: `near_count` or more orders of one
 * sender in 24 hours each within `near_percent` % under the per-transfer limit or the identity
 * threshold; a receiver paid by `senders_per_receiver` or more senders, or a sender paying
 * `receivers_per_sender` or more receivers, within 30 days.
 */
const signalRulesSchema = z.object({
  near_percent: whole(1, 50),
  near_count: whole(2, 20),
  senders_per_receiver: whole(2, 100),
  receivers_per_sender: whole(2, 100),
});

const listUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'validation.invalid' }).max(500),
]);

/** GET /api/admin/compliance/settings. */
export const complianceSettingsSchema = z.object({
  /** 0.5 to 1: a name scoring this or more against an SDN name or alias holds the order. */
  screening_threshold: z.number().min(0.5).max(1),
  /** Where the start-up and daily fetches download sdn.csv ('' : only uploads). */
  sanctions_list_url: listUrl,
  /** Identity must be verified once a sender's 30 days reach this many USD (converted). */
  identity_threshold_usd: z.string(),
  regulators: z.array(regulatorSchema).max(5),
  signals: signalRulesSchema,
});
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

/** PUT /api/admin/compliance/settings. */
export const complianceSettingsBodySchema = complianceSettingsSchema.extend({
  screening_threshold: z
    .number({ error: 'validation.invalid' })
    .min(0.5, { error: 'validation.invalid' })
    .max(1, { error: 'validation.invalid' }),
  identity_threshold_usd: positiveMoneyInput,
});
export type ComplianceSettingsBody = z.input<typeof complianceSettingsBodySchema>;

/** Treasury's own address of the current SDN list (it redirects to OFAC's list service). */
const treasurySdnCsvUrl = 'https://www.treasury.gov/ofac/downloads/sdn.csv';

export const defaultComplianceSettings: ComplianceSettings = {
  screening_threshold: 0.85,
  sanctions_list_url: treasurySdnCsvUrl,
  identity_threshold_usd: '3000',
  regulators: [],
  signals: { near_percent: 10, near_count: 2, senders_per_receiver: 3, receivers_per_sender: 5 },
};
