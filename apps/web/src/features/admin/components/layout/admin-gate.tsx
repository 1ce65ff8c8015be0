import type { StaffMe } from '@giro/shared/admin/staff-contracts';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-error';
import { useStaffMe } from '../../api/get-staff-me';
import { QueryState } from '../common/query-state';
import { NoConsoleAccess } from './no-console-access';
import { StaffSignIn } from './staff-sign-in';

export type AdminGateProps = { children: (me: StaffMe) => ReactNode };

const status = (error: Error | null) => (error instanceof ApiError ? error.status : undefined);

/** Shows the console to staff only: a sign-in form without a session, a notice to senders. */
export function AdminGate({ children }: AdminGateProps) {
  const me = useStaffMe();
  if (me.isSuccess) return children(me.data);
  if (status(me.error) === 401) return <StaffSignIn />;
  if (status(me.error) === 403) return <NoConsoleAccess />;
  if (me.isPending) return <PageLoader />;
  return (
    <div className="p-6">
      <QueryState query={me}>{children}</QueryState>
    </div>
  );
}
