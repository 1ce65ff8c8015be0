import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { totpFactors } from '../../src/modules/accounts/second-factor-tables.ts';
import { accountsClient } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { enrolTotp, totpCode } from '../helpers/second-factor.ts';
import { newAccount } from './admin-client.ts';

export interface AdminSession {
  email: string;
  password: string;
  secret: string;
  token: string;
  /**
   * A new sign-in (password, then the app's code), as the console makes one; `steps` ahead of
   * the clock's step when the current one was just used (the app accepts one either side).
   */
  signInAgain(steps?: number): Promise<string>;
  /** Proves the factor again in this session (the console's step-up dialog). */
  stepUp(): Promise<void>;
}

/**
 * A new admin who enrolled an authenticator app now (the app's clock): sign in again after
 * moving the clock to get a session whose factor is as old as the move.
 */
export async function enrolledAdmin(testApp: TestApp): Promise<AdminSession> {
  const { email, password } = await newAccount(testApp, 'admin');
  const client = accountsClient(testApp);
  const signIn = async () => (await client.signIn(email, password)).json<{ token: string }>().token;
  const first = await signIn();
  const { secret } = await enrolTotp(testApp, client, first);
  const session: AdminSession = {
    email,
    password,
    secret,
    token: first,
    async signInAgain(steps = 0) {
      const pending = await signIn();
      const code = totpCode(testApp, secret, steps);
      const done = await client.post(
        '/api/auth/signin/second-factor',
        { method: 'totp', code },
        { token: pending },
      );
      if (done.statusCode !== 200) throw new Error(`second step failed: ${done.body}`);
      session.token = done.json<{ token: string }>().token;
      return session.token;
    },
    async stepUp() {
      const code = totpCode(testApp, secret);
      const proved = await client.post(
        '/api/account/step-up',
        { method: 'totp', code },
        { token: session.token },
      );
      if (proved.statusCode !== 200) throw new Error(`step-up failed: ${proved.body}`);
    },
  };
  return session;
}

/**
 * An admin whose authenticator app was enrolled more than a day ago (written back in the
 * table), signed in again with it: a session that may approve changes of where money goes.
 */
export async function approvingAdmin(testApp: TestApp): Promise<AdminSession> {
  const admin = await enrolledAdmin(testApp);
  const dayAndMore = new Date(testApp.app.now().getTime() - 25 * 3_600_000);
  const [user] = await testApp.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin.email));
  await testApp.db
    .update(totpFactors)
    .set({ confirmedAt: dayAndMore })
    .where(eq(totpFactors.userId, user?.id ?? ''));
  await admin.signInAgain(1);
  return admin;
}
