import type { UserRole } from '@giro/shared/admin/staff-roles';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type AdminCall, adminClient, signedInAs } from './admin-client.ts';

export type SeededConsole = { testApp: TestApp; call: AdminCall; token: string };

/** A seeded app, its console client and the token of a signed-in staff member of `role`. */
export async function seededConsole(role: UserRole): Promise<SeededConsole> {
  const testApp = await buildTestApp({ seed: true });
  return { testApp, call: adminClient(testApp), token: await signedInAs(testApp, role) };
}
