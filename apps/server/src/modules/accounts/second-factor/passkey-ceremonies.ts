import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '@giro/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Database } from '../../../db/database.ts';
import type { WebauthnPurpose } from '../second-factor-tables.ts';
import { createPasskeyRepository, type NewPasskey, type PasskeyRow } from './passkey-repository.ts';
import type { RelyingParty } from './relying-party.ts';
import { createWebauthnChallengeRepository } from './webauthn-challenge-repository.ts';

export interface PasskeyOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

const descriptor = (row: PasskeyRow) => ({ id: row.credentialId, transports: row.transports });

/**
 * WebAuthn ceremonies with @simplewebauthn/server: options carry a challenge kept in the
 * database, and an answer is checked against the challenge it signed (used once), the site's
 * origin and RP ID, and the stored public key. Attestation is not asked for: any authenticator
 * the person chooses is welcome, and privacy-preserving ones send none.
 */
export function createPasskeyCeremonies(db: Database, now: () => Date) {
  const challenges = createWebauthnChallengeRepository(db, now);
  const passkeys = createPasskeyRepository(db);

  return {
    /** Options to create a passkey for `owner`, who cannot register the same one twice. */
    async creationOptions(rp: RelyingParty, owner: PasskeyOwner): Promise<PasskeyCreationOptions> {
      const existing = await passkeys.listOf(owner.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: owner.email,
        userID: new TextEncoder().encode(owner.id),
        userDisplayName: `${owner.firstName} ${owner.lastName}`.trim(),
        attestationType: 'none',
        excludeCredentials: existing.map(descriptor),
        // Discoverable, so a sender can later sign in with it without typing an address.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await challenges.issue(options.challenge, 'register', owner.id);
      return options;
    },

    /** The new credential's stored form, or null when the answer does not hold. */
    async verifyCreation(
      rp: RelyingParty,
      userId: string,
      credential: PasskeyRegistration,
    ): Promise<Omit<NewPasskey, 'name' | 'createdAt'> | null> {
      const verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: (challenge) => challenges.consume(challenge, 'register', userId),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) return null;
      const { credential: made, credentialBackedUp } = verified.registrationInfo;
      return {
        userId,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey),
        counter: made.counter,
        transports: made.transports ?? credential.response.transports ?? [],
        backedUp: credentialBackedUp,
      };
    },

    /**
     * Options to sign a challenge: with the account's passkeys for a second factor or a step-up,
     * or with none for a passkey sign-in, where the browser offers the site's passkeys.
     */
    async requestOptions(
      rp: RelyingParty,
      purpose: Exclude<WebauthnPurpose, 'register'>,
      userId: string | null,
    ): Promise<PasskeyRequestOptions> {
      const allowed = userId === null ? [] : await passkeys.listOf(userId);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: allowed.map(descriptor),
        // Alone, the passkey must stand for both factors: the device checked it is its owner.
        userVerification: purpose === 'sign_in' ? 'required' : 'preferred',
      });
      await challenges.issue(options.challenge, purpose, userId);
      return options;
    },

    /**
     * The passkey that signed the challenge, when the signature holds (and, for `userId`, the
     * passkey is that account's); null otherwise. Its counter and last use are recorded.
     */
    async verifyAssertion(
      rp: RelyingParty,
      purpose: Exclude<WebauthnPurpose, 'register'>,
      userId: string | null,
      credential: PasskeyAssertion,
    ): Promise<PasskeyRow | null> {
      const stored = await passkeys.findByCredentialId(credential.id);
      const owned = stored !== undefined && (userId === null || stored.userId === userId);
      // The challenge is spent whatever the outcome, so an answer can never be tried twice.
      const verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: (challenge) => challenges.consume(challenge, purpose, userId),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: credential.id,
          publicKey: new Uint8Array(stored?.publicKey ?? []),
          counter: stored?.counter ?? 0,
        },
        requireUserVerification: purpose === 'sign_in',
      }).catch(() => null);
      if (!owned || !verified?.verified) return null;
      await passkeys.recordUse(stored.id, verified.authenticationInfo.newCounter, now());
      return stored;
    },
  };
}
