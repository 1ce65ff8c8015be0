import type { Language } from '@giro/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { validationError } from '../../lib/validation-error.ts';

// zxcvbn-ts's list of the most common passwords (about 49,000, from leaked password sets),
// shipped with the package: no network call, nothing leaves the server.
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'] as readonly string[]);
  return common;
}

/** Whether `password` (any case) is one of the most used and leaked passwords. */
function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * 422 `validation` on `field` when a new password is one an attacker would try first; the
 * message says why. The shared schema's policy (length, not only digits) is checked before.
 */
export function requireUncommonPassword(password: string, language: Language, field = 'password') {
  if (!isCommonPassword(password)) return;
  throw validationError([{ path: [field], message: 'validation.password_common' }], language, '');
}
