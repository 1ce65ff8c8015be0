import { writeFileSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { apiClient, consoleAdminFile, demoAdmin, enrolledStaffToken } from './support/staff.ts';

// The journeys that need the console each get a staff account of their own (support/staff.ts),
// made by the demo admin: it enrols an authenticator app once, here, before them.
setup(
  'the demo admin enrols an authenticator app for the journeys that need staff',
  async ({ request }) => {
    const { token, secret } = await enrolledStaffToken(request, demoAdmin);
    // A long run may leave the admin idle longer than the default 30 minutes between journeys.
    const admin = await apiClient(request, token);
    const policy = await admin.put('/api/admin/session-policy', { staff_idle_minutes: 720 });
    if (!policy.ok()) throw new Error(`session policy: ${await policy.text()}`);
    writeFileSync(consoleAdminFile(), JSON.stringify({ token, secret }));
  },
);
