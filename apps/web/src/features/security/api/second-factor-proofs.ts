import { signInResponseSchema } from '@giro/shared/accounts/auth-contracts';
import { passkeyRequestOptionsSchema } from '@giro/shared/accounts/passkey-contracts';
import {
  type SecondFactorProofInput,
  stepUpResponseSchema,
} from '@giro/shared/accounts/second-factor-contracts';
import { api } from '@/lib/api-client';
import { signWithPasskey } from '../lib/webauthn';

/** Where a second factor is proven: the sign-in's second step, or a step-up of a session. */
type ProofTarget = { kind: 'sign-in'; token: string } | { kind: 'step-up' };

/** The device signs the server's challenge with one of the account's passkeys. */
async function passkeyProof(target: ProofTarget): Promise<SecondFactorProofInput> {
  const options =
    target.kind === 'sign-in'
      ? await api.post(
          '/api/auth/signin/second-factor/passkey-options',
          passkeyRequestOptionsSchema,
          undefined,
          { token: target.token },
        )
      : await api.post('/api/account/step-up/passkey-options', passkeyRequestOptionsSchema);
  return { method: 'passkey', credential: await signWithPasskey(options) };
}

/** The proof to send: a code as typed, or a passkey's signature made now. */
export type ProofInput =
  | Exclude<SecondFactorProofInput, { method: 'passkey' }>
  | { method: 'passkey' };

/** The sign-in's second step: the full session's new token. */
export async function proveSignIn(token: string, input: ProofInput) {
  const target: ProofTarget = { kind: 'sign-in', token };
  const proof = input.method === 'passkey' ? await passkeyProof(target) : input;
  return api.post('/api/auth/signin/second-factor', signInResponseSchema, proof, { token });
}

/** The signed-in session proves its factor again, for a change that asks for it. */
export async function proveStepUp(input: ProofInput) {
  const proof = input.method === 'passkey' ? await passkeyProof({ kind: 'step-up' }) : input;
  return api.post('/api/account/step-up', stepUpResponseSchema, proof);
}
