import { z } from 'zod';
import { monthSchema } from '../agents/agent-contracts.ts';
import { requiredEmail, requiredText } from '../contact-info/text-fields.ts';
import { languages } from '../i18n.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { percentInput } from './admin-decimals.ts';

/** The `?hash=` of an agent's storefront link: URL-safe, so the link needs no escaping. */
const agentHashInput = z
  .string({ error: requiredOrInvalid })
  .trim()
  .regex(/^[\w-]{3,64}$/, { error: 'validation.agent_hash' });

/** PUT /api/admin/agents/:hash: the agent's terms. */
export const agentTermsSchema = z.object(
  {
    name: requiredText,
    active: z.boolean({ error: requiredOrInvalid }),
    destinations: z
      .array(destinationCodeSchema, { error: requiredOrInvalid })
      .min(1, { error: 'validation.required' }),
    /** Added to each route's commission percent. */
    markup_percent: percentInput,
    /**
     * The agent's share of the commission on their transfers, from 0 to 100; applies to orders
     * created from then on. Omitted: unchanged (0 for a new agent).
     */
    commission_share_percent: percentInput.optional(),
  },
  { error: requiredOrInvalid },
);
export type AgentTerms = z.output<typeof agentTermsSchema>;

/** POST /api/admin/agents: without a hash the server makes a random one. */
export const createAgentBodySchema = agentTermsSchema.extend({
  hash: z.union([z.literal(''), agentHashInput]).optional(),
});
export type CreateAgentBodyInput = z.input<typeof createAgentBodySchema>;
export type CreateAgentBody = z.output<typeof createAgentBodySchema>;

export const agentParamsSchema = z.object({ hash: agentHashInput });

export const adminAgentSchema = z.object({
  hash: z.string(),
  name: z.string(),
  active: z.boolean(),
  destinations: z.array(destinationCodeSchema),
  markup_percent: z.string(),
  commission_share_percent: z.string(),
  /** The agent's account: null until invited; `active` once the invitation's password is set. */
  account: z.object({ email: z.string(), active: z.boolean() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

/**
 * POST /api/admin/agents/:hash/invitation: gives the agent an account. A new address gets an
 * account with role `agent` and a mail to set its password; an existing sender's account becomes
 * the agent's (mailed too). Refused (409) when the agent already has an account, or the address
 * belongs to staff or to another agent.
 */
export const agentInvitationBodySchema = z.object(
  {
    email: requiredEmail,
    /** The language of the invitation mail (and of the account's mails until it signs in). */
    language: z.enum(languages, { error: requiredOrInvalid }),
  },
  { error: requiredOrInvalid },
);
export type AgentInvitationBody = z.output<typeof agentInvitationBodySchema>;

/** POST /api/admin/agents/:hash/settlements: settles what the month's transfers earned. */
export const agentSettlementBodySchema = z.object(
  { month: monthSchema },
  { error: requiredOrInvalid },
);
export type AgentSettlementBody = z.infer<typeof agentSettlementBodySchema>;
/** What was settled now, per currency (nothing pending answers 409 `nothing_to_settle`). */
export const agentSettlementResponseSchema = z.object({
  month: monthSchema,
  settled: z.array(
    z.object({ currency: z.string(), amount: z.string(), transfers: z.number().int() }),
  ),
});
export type AgentSettlementResponse = z.infer<typeof agentSettlementResponseSchema>;

/** GET /api/admin/agents */
export const adminAgentListSchema = z.array(adminAgentSchema);
