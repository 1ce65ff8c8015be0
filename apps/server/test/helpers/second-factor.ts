import { totpCodeAt, totpStep } from '../../src/modules/accounts/second-factor/totp.ts';
import type { AccountsClient } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** The authenticator app's code `steps` time steps from now (-1: the previous 30 s). */
export function totpCode(testApp: TestApp, secret: string, steps = 0): string {
  return totpCodeAt(secret, totpStep(testApp.app.now()) + steps);
}

export interface EnrolledTotp {
  secret: string;
  recoveryCodes: string[];
}

/** Turns on an authenticator app for the session `token`, as the enrolment screen does. */
export async function enrolTotp(
  testApp: TestApp,
  client: Pick<AccountsClient, 'post'>,
  token: string,
): Promise<EnrolledTotp> {
  const started = await client.post('/api/account/totp', undefined, { token });
  if (started.statusCode !== 200) throw new Error(`TOTP start failed: ${started.body}`);
  const { secret } = started.json<{ secret: string }>();
  const code = totpCode(testApp, secret);
  const confirmed = await client.post('/api/account/totp/confirm', { code }, { token });
  if (confirmed.statusCode !== 200) throw new Error(`TOTP confirm failed: ${confirmed.body}`);
  const { recovery_codes } = confirmed.json<{ recovery_codes: string[] | null }>();
  return { secret, recoveryCodes: recovery_codes ?? [] };
}
