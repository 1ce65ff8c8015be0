/** Query keys of the agent's page; sign-out clears the whole cache, so no key outlives its agent. */
export const agentKeys = {
  me: ['agent', 'me'] as const,
  commissions: ['agent', 'commissions'] as const,
  transfers: ['agent', 'transfers'] as const,
};
