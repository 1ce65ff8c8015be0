import { z } from 'zod';
import { requiredText } from '../contact-info/text-fields.ts';
import { destinationCodeSchema } from '../pricing/enum-schemas.ts';
import { requiredOrInvalid } from '../pricing/required-or-invalid.ts';
import { percentInput } from './admin-decimals.ts';

/** The `?hash=` of an agent's storefront link: URL-safe, so the link needs no escaping. */
export const agentHashInput = z
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
  },
  { error: requiredOrInvalid },
);
export type AgentTermsInput = z.input<typeof agentTermsSchema>;
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
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;
