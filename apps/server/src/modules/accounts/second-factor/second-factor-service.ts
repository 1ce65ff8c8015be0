import type {
  AccountSecurity,
  AddPasskeyBody,
  FactorAdded,
  Passkey,
  SecondFactorProof,
} from '@giro/shared';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { requireStepUp } from '../../../plugins/step-up.ts';
import type { AccountsDeps } from '../accounts-deps.ts';
import { attemptLimits } from '../attempt-limits.ts';
import { createSessionRepository } from '../session-repository.ts';
import { createSignInThrottle, signInKeys } from '../sign-in-throttle.ts';
import { deviceLabel } from '../user-agent.ts';
import { createUserRepository } from '../user-repository.ts';
import { announceFactorAdded, announceFactorRemoved } from './factor-mails.ts';
import {
  type FactorState,
  factorCount,
  isStaff,
  needsSecondFactor,
  readFactorState,
} from './factor-state.ts';
import { createPasskeyRepository, type PasskeyRow } from './passkey-repository.ts';
import { createRecoveryCodeRepository } from './recovery-code-repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import type { RelyingParty } from './relying-party.ts';
import type { SecondFactorProofs } from './second-factor-proofs.ts';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.ts';
import { createTotpRepository } from './totp-repository.ts';

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  backed_up: row.backedUp,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

async function storeNewRecoveryCodes(tx: Database, userId: string, at: Date) {
  const codes = newRecoveryCodes();
  await createRecoveryCodeRepository(tx).replace(userId, codes.map(hashRecoveryCode), at);
  return codes;
}

/**
 * The signed-in person's own factors. Adding or removing one ends the account's other sessions
 * and mails the person; a staff account never loses its last one. Adding or removing a factor or
 * making new recovery codes asks an account that has a second factor to prove it again (step-up).
 */
export function createSecondFactorService(
  { db, mail, now }: Pick<AccountsDeps, 'db' | 'mail' | 'now'>,
  proofs: SecondFactorProofs,
) {
  /** Runs `change` with the account locked, so two changes cannot both take its last factor. */
  function withFactors<T>(
    user: SessionUser,
    change: (tx: Database, state: FactorState) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await createUserRepository(tx).lock(user.id);
      return change(tx, await readFactorState(tx, user));
    });
  }

  /**
   * Before a factor comes to an account that already has a second factor: the session proves it
   * again, so a session left open cannot slip in a factor of its own (a passkey would then open
   * the account alone).
   */
  function mayAdd(user: SessionUser, state: FactorState) {
    if (needsSecondFactor(state)) requireStepUp(user, now());
  }

  /** After a factor came: codes when it is the one that made them necessary, the mails. */
  async function added(
    tx: Database,
    user: SessionUser,
    before: FactorState,
    factor: { kind: 'totp' | 'passkey'; name?: string },
  ): Promise<FactorAdded> {
    const at = now();
    const after = await readFactorState(tx, user);
    const codes =
      !needsSecondFactor(before) && needsSecondFactor(after)
        ? await storeNewRecoveryCodes(tx, user.id, at)
        : null;
    const sessions = createSessionRepository(tx);
    // Whoever just enrolled holds the factor: this session has proven it.
    await sessions.markSecondFactor(user.sessionId, at, at);
    await sessions.revokeAllOf(user.id, at, user.sessionId);
    await announceFactorAdded(mail, tx, user, { at, factor: factor.kind, name: factor.name });
    return { recovery_codes: codes };
  }

  /** Before a factor goes: step-up, and never a staff account's last factor. */
  function mayRemove(user: SessionUser, state: FactorState) {
    if (needsSecondFactor(state)) requireStepUp(user, now());
    if (isStaff(state.role) && factorCount(state) <= 1) throw new AppError(409, 'last_factor');
  }

  async function removed(
    tx: Database,
    user: SessionUser,
    factor: { kind: 'totp' | 'passkey'; name?: string },
  ) {
    const at = now();
    if (!needsSecondFactor(await readFactorState(tx, user))) {
      await createRecoveryCodeRepository(tx).removeAllOf(user.id);
    }
    await createSessionRepository(tx).revokeAllOf(user.id, at, user.sessionId);
    await announceFactorRemoved(mail, tx, user, { at, factor: factor.kind, name: factor.name });
  }

  const throttle = createSignInThrottle(db, now);

  return {
    async overview(user: SessionUser): Promise<AccountSecurity> {
      const state = await readFactorState(db, user);
      return {
        email: user.email,
        staff: isStaff(user.role),
        second_factor_required: needsSecondFactor(state),
        totp_enabled_at: state.totpEnabledAt?.toISOString() ?? null,
        passkeys: state.passkeys.map(toPasskey),
        recovery_codes_left: state.recoveryLeft,
        second_factor_at: user.secondFactorAt?.toISOString() ?? null,
      };
    },

    /** A new secret for the authenticator app; it guards nothing until a code confirms it. */
    async startTotp(user: SessionUser, issuer: string) {
      mayAdd(user, await readFactorState(db, user));
      const secret = newTotpSecret();
      if (!(await createTotpRepository(db).start(user.id, secret, now()))) {
        throw new AppError(409, 'totp_already_enabled');
      }
      return { secret, uri: totpUri(secret, { account: user.email, issuer }) };
    },

    confirmTotp(user: SessionUser, code: string): Promise<FactorAdded> {
      return withFactors(user, async (tx, before) => {
        const totp = createTotpRepository(tx);
        const pending = await totp.find(user.id);
        if (pending === undefined) throw new AppError(409, 'totp_not_started');
        if (pending.confirmedAt !== null) throw new AppError(409, 'totp_already_enabled');
        mayAdd(user, before);
        const at = now();
        const step = matchTotpStep(pending.secret, code, at);
        if (step === null || !(await totp.acceptStep(user.id, step, at, true))) {
          throw new AppError(422, 'second_factor_invalid');
        }
        return added(tx, user, before, { kind: 'totp' });
      });
    },

    removeTotp(user: SessionUser): Promise<void> {
      return withFactors(user, async (tx, state) => {
        // A secret never confirmed guarded nothing: it goes without ceremony.
        if (state.totpEnabledAt === null) {
          if (!(await createTotpRepository(tx).remove(user.id)))
            throw new AppError(404, 'not_found');
          return;
        }
        mayRemove(user, state);
        await createTotpRepository(tx).remove(user.id);
        await removed(tx, user, { kind: 'totp' });
      });
    },

    async passkeyOptions(rp: RelyingParty, user: SessionUser) {
      mayAdd(user, await readFactorState(db, user));
      return proofs.passkeys.creationOptions(rp, user);
    },

    async addPasskey(
      rp: RelyingParty,
      user: SessionUser,
      body: AddPasskeyBody,
      userAgent: string | null,
    ) {
      const made = await proofs.passkeys.verifyCreation(rp, user.id, body.credential);
      if (made === null) throw new AppError(422, 'passkey_invalid');
      const name = body.name || deviceLabel(userAgent);
      return withFactors(user, async (tx, before) => {
        mayAdd(user, before);
        const row = await createPasskeyRepository(tx).insert({ ...made, name, createdAt: now() });
        if (row === undefined) throw new AppError(422, 'passkey_invalid');
        const result = await added(tx, user, before, { kind: 'passkey', name });
        return { ...result, passkey: toPasskey(row) };
      });
    },

    removePasskey(user: SessionUser, id: string): Promise<void> {
      return withFactors(user, async (tx, state) => {
        const passkey = state.passkeys.find((candidate) => candidate.id === id);
        if (passkey === undefined) throw new AppError(404, 'not_found');
        mayRemove(user, state);
        await createPasskeyRepository(tx).remove(user.id, id);
        await removed(tx, user, { kind: 'passkey', name: passkey.name });
      });
    },

    stepUpOptions(rp: RelyingParty, user: SessionUser) {
      return proofs.passkeys.requestOptions(rp, 'step_up', user.id);
    },

    /**
     * The session proves its second factor again, for the changes that ask for it within 5
     * minutes. Wrong codes are counted per session, like failed sign-ins.
     */
    async stepUp(user: SessionUser, proof: SecondFactorProof, rp: RelyingParty) {
      const key = signInKeys.stepUp(user.sessionId);
      await throttle.attempt(key, attemptLimits.stepUp);
      const { enrolledAt } = await proofs.check(user.id, proof, rp, 'step_up');
      await throttle.forgive(key);
      const at = now();
      await createSessionRepository(db).markSecondFactor(user.sessionId, at, enrolledAt);
      return { second_factor_at: at.toISOString() };
    },

    /** Ten new codes; the old ones stop working. Only while a second factor is needed. */
    newRecoveryCodes(user: SessionUser) {
      return withFactors(user, async (tx, state) => {
        if (!needsSecondFactor(state)) throw new AppError(404, 'not_found');
        requireStepUp(user, now());
        const at = now();
        const codes = await storeNewRecoveryCodes(tx, user.id, at);
        await announceFactorAdded(mail, tx, user, { at, factor: 'recovery_codes' });
        return { recovery_codes: codes };
      });
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
