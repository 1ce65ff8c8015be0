import { randomInt } from 'node:crypto';
import { hashSecretToken } from '../secret-token.ts';

const recoveryCodeCount = 10;

// Crockford's base32 without the letters people misread (i, l, o, u): 16 of them are 80 bits,
// so a stored SHA-256 cannot be reversed by guessing, like the session tokens.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const length = 16;

/** Ten fresh codes as they are shown ("7kq2-m9xd-4hza-tw3e"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]);
    return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
  });
}

/** The stored form of a code, however it was typed (case, spaces and dashes ignored). */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
