import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rateLimited } from '../../lib/rate-limited.ts';

export interface Limit {
  max: number;
  timeWindow: number;
}

const minute = 60_000;

/** Calls allowed per client IP and per email address (README "Rate limits"). */
export const attemptLimits = {
  /** Failed sign-ins: per address from browsers it does not trust, per trusted browser. */
  signIn: {
    perEmail: { max: 10, timeWindow: 15 * minute },
    perDevice: { max: 10, timeWindow: 15 * minute },
  },
  /** Wrong second factors when confirming a change (per session), wrong current passwords. */
  stepUp: { max: 10, timeWindow: 15 * minute },
  currentPassword: { max: 10, timeWindow: 15 * minute },
  signUp: {
    perIp: { max: 10, timeWindow: 60 * minute },
    perEmail: { max: 3, timeWindow: 60 * minute },
  },
  resetPassword: {
    perIp: { max: 10, timeWindow: 60 * minute },
    perEmail: { max: 3, timeWindow: 60 * minute },
  },
  resendActivation: {
    perIp: { max: 10, timeWindow: 60 * minute },
    perEmail: { max: 3, timeWindow: 60 * minute },
  },
} as const;

/** Sign-in calls (and their second step) per IP: `SIGN_IN_RATE_LIMIT` (30) in 15 minutes. */
export const signInPerIp = (config: { SIGN_IN_RATE_LIMIT: number }): Limit => ({
  max: config.SIGN_IN_RATE_LIMIT,
  timeWindow: 15 * minute,
});

/** 429 rate_limited, telling the client when to try again. */
export const tooManyAttempts = (seconds: number) =>
  rateLimited(seconds, { headers: { 'retry-after': seconds } });

const emailBody = z.object({ email: z.string() });

/**
 * Route options limiting a call per IP (@fastify/rate-limit's route config, checked before
 * anything else) and per address in the validated body (a second counter in a preHandler,
 * lower-cased so "Ana@x" and "ana@x" share it). Both answer 429 `rate_limited`.
 */
export function limitAttempts(
  app: FastifyInstance,
  name: string,
  limits: { perIp: Limit; perEmail: Limit },
) {
  const perEmail = app.createRateLimit({
    ...limits.perEmail,
    keyGenerator: (request) => `${name}:${emailBody.parse(request.body).email.toLowerCase()}`,
  });
  return {
    config: { rateLimit: limits.perIp },
    preHandler: async (request: FastifyRequest) => {
      const result = await perEmail(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooManyAttempts(Math.max(1, result.ttlInSeconds));
    },
  };
}
