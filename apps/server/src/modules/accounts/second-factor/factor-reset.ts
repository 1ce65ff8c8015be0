import type { Database } from '../../../db/database.ts';
import type { MailService } from '../../mail/mail-service.ts';
import { createSessionRepository } from '../session-repository.ts';
import { announceFactorRemoved, type MailedPerson } from './factor-mails.ts';
import { createPasskeyRepository } from './passkey-repository.ts';
import { createRecoveryCodeRepository } from './recovery-code-repository.ts';
import { createTotpRepository } from './totp-repository.ts';

/**
 * An admin's reset of another staff member's factors (a lost phone), in the admin's audited
 * transaction `tx`: passkeys, authenticator app and recovery codes go, every session of the
 * account ends, and the person is mailed; they enrol again at their next sign-in.
 */
export async function resetSecondFactors(
  tx: Database,
  mail: MailService,
  person: MailedPerson & { id: string },
  at: Date,
): Promise<void> {
  await createTotpRepository(tx).remove(person.id);
  await createPasskeyRepository(tx).removeAllOf(person.id);
  await createRecoveryCodeRepository(tx).removeAllOf(person.id);
  await createSessionRepository(tx).revokeAllOf(person.id, at);
  await announceFactorRemoved(mail, tx, person, { at, factor: 'all' });
}
