import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '@giro/shared/accounts/passkey-contracts';

// @simplewebauthn/browser turns the server's JSON options into WebAuthn calls and the browser's
// credentials back into JSON; it loads with the first passkey ceremony, never with a page.
const library = () => import('@simplewebauthn/browser');

/**
 * Whether this browser can create and use passkeys at all (what the library's
 * `browserSupportsWebAuthn` checks), known at once, without loading the library.
 */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The device makes a new passkey (the person confirms with a fingerprint, face or PIN). */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistration> {
  const { startRegistration } = await library();
  // The contract's options are WebAuthn's JSON with its enumerations kept as plain strings.
  const optionsJSON = options as Parameters<typeof startRegistration>[0]['optionsJSON'];
  return (await startRegistration({ optionsJSON })) as PasskeyRegistration;
}

/** The device signs the challenge with one of its passkeys for this site. */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await library();
  // As above: the same JSON, with plain strings where WebAuthn names its values.
  const optionsJSON = options as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  return (await startAuthentication({ optionsJSON })) as PasskeyAssertion;
}

/**
 * The person closed the browser's prompt or it timed out: nothing to report but "try again".
 * (WebAuthn answers NotAllowedError for both, on purpose.)
 */
export function isPasskeyCancel(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}
