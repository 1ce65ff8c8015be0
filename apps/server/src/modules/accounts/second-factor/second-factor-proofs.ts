import type { SecondFactorProof } from '@giro/shared';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createPasskeyCeremonies } from './passkey-ceremonies.ts';
import { createRecoveryCodeRepository } from './recovery-code-repository.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import type { RelyingParty } from './relying-party.ts';
import { matchTotpStep } from './totp.ts';
import { createTotpRepository } from './totp-repository.ts';

export type ProofPurpose = 'second_factor' | 'step_up';

const invalid = () => new AppError(422, 'second_factor_invalid');

/** Checks a second factor: an authenticator code, a recovery code or a passkey's signature. */
export function createSecondFactorProofs(db: Database, now: () => Date) {
  const passkeys = createPasskeyCeremonies(db, now);

  return {
    passkeys,

    /**
     * Returns when `proof` is the account's second factor, with when that factor was enrolled
     * (recovery codes: when they were made); throws 422 `second_factor_invalid`, or
     * `second_factor_reused` for an authenticator code whose time step was already used.
     * A recovery code works once.
     */
    async check(
      userId: string,
      proof: SecondFactorProof,
      rp: RelyingParty,
      purpose: ProofPurpose,
    ): Promise<{ enrolledAt: Date }> {
      const at = now();
      if (proof.method === 'totp') {
        const totp = createTotpRepository(db);
        const factor = await totp.find(userId);
        const step =
          factor?.confirmedAt == null ? null : matchTotpStep(factor.secret, proof.code, at);
        if (step === null) throw invalid();
        if (!(await totp.acceptStep(userId, step, at))) {
          throw new AppError(422, 'second_factor_reused');
        }
        return { enrolledAt: factor?.confirmedAt ?? at };
      }
      if (proof.method === 'recovery_code') {
        const codes = createRecoveryCodeRepository(db);
        const madeAt = await codes.consume(userId, hashRecoveryCode(proof.code), at);
        if (madeAt === undefined) throw invalid();
        return { enrolledAt: madeAt };
      }
      const used = await passkeys.verifyAssertion(rp, purpose, userId, proof.credential);
      if (used === null) throw invalid();
      return { enrolledAt: used.createdAt };
    },
  };
}

export type SecondFactorProofs = ReturnType<typeof createSecondFactorProofs>;
