import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-error';
import { adminKeys } from '../../api/admin-query-keys';
import { useStaffMe } from '../../api/get-staff-me';
import { useStaffSession } from '../../api/staff-session';
import { useConsoleSecurity } from '../../lib/console-security';
import { useAdminTranslation } from '../../lib/use-admin-translation';
import { QueryState } from '../common/query-state';
import { CenteredCard } from './centered-card';
import { NoConsoleAccess } from './no-console-access';
import { StaffSignIn } from './staff-sign-in';

export type AdminGateProps = { children: (me: StaffMe) => ReactNode };

const refusal = (error: Error | null) =>
  error instanceof ApiError ? { status: error.status, code: error.code } : undefined;

/** A staff member without a second factor adds one before the console opens. */
function EnrolSecondFactor() {
  const { t } = useAdminTranslation();
  const { enrol: Enrol } = useConsoleSecurity();
  const queryClient = useQueryClient();
  const { signOut } = useStaffSession();
  return (
    <CenteredCard title={t('enrol.title')} lead={t('enrol.lead')}>
      <div className="space-y-5">
        <Enrol onDone={() => void queryClient.invalidateQueries({ queryKey: adminKeys.me })} />
        <Button variant="ghost" size="sm" onClick={() => signOut.mutate()}>
          {t('session.signOut')}
        </Button>
      </div>
    </CenteredCard>
  );
}

/**
 * Shows the console to staff only: a sign-in form without a session, the enrolment of a second
 * factor to staff without one, a notice to senders.
 */
export function AdminGate({ children }: AdminGateProps) {
  const me = useStaffMe();
  if (me.isSuccess) return children(me.data);
  const refused = refusal(me.error);
  if (refused?.status === 401) return <StaffSignIn />;
  if (refused?.code === 'mfa_required') return <EnrolSecondFactor />;
  if (refused?.status === 403) return <NoConsoleAccess />;
  if (me.isPending) return <PageLoader />;
  return (
    <div className="p-6">
      <QueryState query={me}>{children}</QueryState>
    </div>
  );
}
