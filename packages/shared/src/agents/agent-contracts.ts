import { z } from 'zod';
import { emailTokenSchema } from '../accounts/auth-contracts.ts';
import {
  confirmedPassword,
  newPasswordSchema,
  passwordConfirmationInput,
} from '../accounts/password-policy.ts';
import { orderStatusSchema } from '../orders/order-status.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';

/**
 * The agent's page (`/agent`) and its calls under `/api/agent/*`: signed in with role `agent`,
 * an agent reads only the transfers that came through their own link. Commission is earned on
 * paid transfers (paid, processing, delivered): the order's commission × the agent's share when
 * the order was created, rounded half-up to cents per transfer; a month is the UTC month the
 * order was created in, and its total is the sum of its transfers' rounded commissions.
 */

/** `2026-11`: a calendar month (UTC). */
export const monthSchema = z
  .string({ error: requiredOrInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });
export type Month = z.infer<typeof monthSchema>;

/** Statuses at which a transfer earns its agent commission. */
export const earningStatuses = ['paid', 'processing', 'delivered'] as const;

/** GET /api/agent/me */
export const agentProfileSchema = z.object({
  hash: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The storefront link the agent shares: `<public origin>/?hash=<hash>`. */
  link: z.string(),
  destinations: z.array(destinationCodeSchema),
  commission_share_percent: z.string(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** GET /api/agent/transfers and its CSV: every filter optional; newest first. */
export const agentTransfersQuerySchema = z.object({
  month: monthSchema.optional(),
  status: orderStatusSchema.optional(),
});
export type AgentTransfersQuery = z.infer<typeof agentTransfersQuerySchema>;

/** One referred transfer, as the agent sees it: the sender's first name only, no contact data. */
export const agentTransferSchema = z.object({
  reference: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  payment_currency: z.string(),
  destination_currency: z.string(),
  /** The principal, in `pricing_currency`. */
  amount_sent: z.string(),
  pricing_currency: z.string(),
  receiving: z.string(),
  status: orderStatusSchema,
  sender_first_name: z.string(),
  /** The agent's commission on it, in `pricing_currency`; "0.00" until it is paid. */
  commission: z.string(),
  /** Whether its month has been settled in its currency. */
  settled: z.boolean(),
});
export type AgentTransfer = z.infer<typeof agentTransferSchema>;

/** Up to `limit` transfers; `truncated` says the CSV export holds the rest. */
export const agentTransfersResponseSchema = z.object({
  transfers: z.array(agentTransferSchema),
  truncated: z.boolean(),
});
export type AgentTransfersResponse = z.infer<typeof agentTransfersResponseSchema>;

export const agentTransferParamsSchema = z.object({ reference: z.string().max(32) });

/** One month's commission in one currency. `pending` = `earned` − `settled`. */
const agentCommissionMonthSchema = z.object({
  month: monthSchema,
  currency: z.string(),
  transfers: z.number().int(),
  earned: z.string(),
  settled: z.string(),
  pending: z.string(),
  settled_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AgentCommissionMonth = z.infer<typeof agentCommissionMonthSchema>;

/** GET /api/agent/commissions, GET /api/admin/agents/:hash/commissions: newest month first. */
export const agentCommissionsResponseSchema = z.object({
  months: z.array(agentCommissionMonthSchema),
});
export type AgentCommissionsResponse = z.infer<typeof agentCommissionsResponseSchema>;

/** POST /api/auth/agent-invitation: the invited agent sets a password and is signed in. */
export const acceptInvitationBodySchema = confirmedPassword(
  z.object(
    {
      token: emailTokenSchema,
      password: newPasswordSchema,
      password_confirmation: passwordConfirmationInput,
    },
    { error: requiredOrInvalid },
  ),
  'password_confirmation',
);
export type AcceptInvitationBody = z.output<typeof acceptInvitationBodySchema>;
/** The new session's token, as sign-in answers it. */
export const acceptInvitationResponseSchema = z.object({ token: z.string() });

/** POST /api/auth/agent-invitation/check: always 200; a used or expired link is not valid. */
export const checkInvitationBodySchema = z.object(
  { token: emailTokenSchema },
  { error: requiredOrInvalid },
);
export const checkInvitationResponseSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), email: z.string(), agent_name: z.string() }),
  z.object({ valid: z.literal(false) }),
]);
export type CheckInvitationResponse = z.infer<typeof checkInvitationResponseSchema>;
