import { z } from 'zod';
import { databaseIdSchema } from '../database-id.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/**
 * What a change of where money goes is about: a receiving account or a wallet (added or
 * changed), a checkout method switched on or off, or the cool-off itself made shorter.
 */
export const moneyChangeKinds = ['receiving_account', 'wallet', 'gateway', 'cool_off'] as const;
export type MoneyChangeKind = (typeof moneyChangeKinds)[number];

/** pending → applied (approved by another admin, or its cool-off ended) or cancelled. */
export const moneyChangeStates = ['pending', 'applied', 'cancelled'] as const;

const isoDate = z.iso.datetime({ offset: true });

/** One field the change sets (before: null for a new account or wallet). */
const moneyChangeFieldSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type MoneyChangeField = z.infer<typeof moneyChangeFieldSchema>;

/**
 * A proposed change of where money goes. It takes effect when another admin approves it, or,
 * when no other admin could, once `effective_at` (its cool-off) has passed without a cancel.
 */
export const moneyChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(moneyChangeKinds),
  /** The account's or wallet's id, the method's name; null while a new one is proposed. */
  entity_id: z.string().nullable(),
  /** What the console names it by: the account, the wallet's currency and network, … */
  label: z.string(),
  fields: z.array(moneyChangeFieldSchema),
  state: z.enum(moneyChangeStates),
  proposed_by: z.string(),
  proposed_at: isoDate,
  /** The end of the cool-off with a single admin; null when another admin must approve. */
  effective_at: isoDate.nullable(),
  /** Who approved or cancelled it (`cool-off` when it took effect by its cool-off). */
  decided_by: z.string().nullable(),
  decided_at: isoDate.nullable(),
});
export type MoneyChange = z.infer<typeof moneyChangeSchema>;

/** GET /api/admin/money-changes: pending ones first (oldest first), then the latest decided. */
export const moneyChangeListSchema = z.array(moneyChangeSchema);

export const moneyChangeParamsSchema = z.object({ id: databaseIdSchema });

/** Hours a change waits when no other admin can approve it (README "Where money goes"). */
export const moneyChangeCoolOff = { defaultHours: 24, minHours: 24, maxHours: 720 } as const;

/**
 * GET/PUT /api/admin/money-changes/cool-off. A longer cool-off applies at once; a shorter one
 * is itself a change of where money goes, approved by another admin or after the current one.
 */
export const coolOffBodySchema = z.object(
  {
    hours: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'validation.cool_off_hours' })
      .min(moneyChangeCoolOff.minHours, { error: 'validation.cool_off_hours' })
      .max(moneyChangeCoolOff.maxHours, { error: 'validation.cool_off_hours' }),
  },
  { error: requiredOrInvalid },
);
export type CoolOffBody = z.infer<typeof coolOffBodySchema>;

export const coolOffSchema = z.object({
  hours: z.number().int(),
  /** A shorter cool-off waiting for its approval, if one was asked for. */
  pending: moneyChangeSchema.nullable(),
});
export type CoolOff = z.infer<typeof coolOffSchema>;

/** POST /api/money-changes/cancel/check and /cancel: the token of a mailed cancel link. */
export const moneyChangeLinkBodySchema = z.object(
  {
    token: z.string({ error: requiredOrInvalid }).min(1, { error: 'validation.required' }).max(200),
  },
  { error: requiredOrInvalid },
);

/** What the cancel page shows before and after the click. */
export const moneyChangeLinkAnswerSchema = z.object({ change: moneyChangeSchema });
