/** Query keys of the account's security reads. */
export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
};
