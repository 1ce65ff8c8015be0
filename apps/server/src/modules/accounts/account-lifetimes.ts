const hour = 3_600_000;

/** How long sessions and emailed links stay valid; the mails state the link lifetimes. */
export const accountLifetimes = {
  sessionMs: 30 * 24 * hour,
  activationHours: 48,
  resetHours: 1,
  /** An agent's invitation to set a password: a week, as the operator may invite ahead. */
  invitationHours: 7 * 24,
} as const;

export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * hour);
}
