import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A software passkey authenticator for server tests: what a browser's WebAuthn answers hold,
// built from the W3C format (CBOR attestation "none", ES256 keys). The e2e tests use Chromium's
// own virtual authenticator instead.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
}

/** Just the CBOR an attestation object and a COSE key need. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** One device holding passkeys for `origin`; it checks the user (fingerprint) every time. */
export function softAuthenticator(origin = 'http://localhost:80') {
  const rpIdHash = sha256(new URL(origin).hostname);
  const credentials: Credential[] = [];

  function clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  return {
    /** Answers `navigator.credentials.create()` options: a new discoverable passkey. */
    create(options: { challenge: string; user: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const id = randomBytes(16);
      credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
      const length = Buffer.from([id.length >> 8, id.length & 255]);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, cbor(coseKey)]);
      // User present and verified, attested credential data included.
      const data = authData(0x01 | 0x04 | 0x40, 0, attested);
      const attestation = new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', data],
      ]);
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(cbor(attestation)),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },

    /** Answers `navigator.credentials.get()` options with the newest (or an allowed) passkey. */
    get(options: { challenge: string; allowCredentials?: { id: string }[] }) {
      const allowed = options.allowCredentials?.map((each) => each.id) ?? [];
      const credential = credentials
        .filter((each) => allowed.length === 0 || allowed.includes(b64url(each.id)))
        .at(-1);
      if (credential === undefined) throw new Error('no passkey for these options');
      credential.counter += 1;
      const data = authData(0x01 | 0x04, credential.counter);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([data, sha256(client)]),
        credential.privateKey,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
