import { AppError } from '../lib/app-error.ts';
import type { SessionUser } from './auth.ts';

/** How long a proven second factor lets a session make sensitive changes. */
const stepUpMs = 5 * 60_000;

const isRecent = (at: Date | null, now: Date) =>
  at !== null && now.getTime() - at.getTime() <= stepUpMs;

/** 403 `step_up_required` unless the session proved its second factor within 5 minutes. */
export function requireStepUp(user: Pick<SessionUser, 'secondFactorAt'>, now: Date): void {
  if (!isRecent(user.secondFactorAt, now)) throw new AppError(403, 'step_up_required');
}
