import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { hasStaffRole } from '@giro/shared/admin/staff-roles';
import { useConsoleSecurity } from '../../lib/console-security';
import { SessionPolicySection } from './session-policy-section';

/** /admin/security: one's own passkeys, app, codes and sessions; admins also the idle limit. */
export function ConsoleSecurityScreen({ me }: { me: StaffMe }) {
  const { screen } = useConsoleSecurity();
  return (
    <div className="space-y-6">
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">{screen()}</div>
      {hasStaffRole(me.role, 'admin') && <SessionPolicySection />}
    </div>
  );
}
