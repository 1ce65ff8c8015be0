import { checkStaffInvitationResponseSchema } from '@giro/shared/admin/staff-contracts';
import {
  type AcceptInvitationBody,
  acceptInvitationResponseSchema,
} from '@giro/shared/agents/agent-contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useStaffSession } from './staff-session';

/** Whether an /admin/invitation link can still be used, and for whom (asked on every visit). */
export function useCheckStaffInvitation(token: string) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) =>
      api.post(
        '/api/auth/staff-invitation/check',
        checkStaffInvitationResponseSchema,
        { token },
        { signal },
      ),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
  });
}

/** Chooses the password; the answer is a session, and the console then asks for a factor. */
export function useAcceptStaffInvitation() {
  const { finishSignIn } = useStaffSession();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post('/api/auth/staff-invitation', acceptInvitationResponseSchema, body),
    onSuccess: ({ token }) => finishSignIn(token),
    onError: (error: Error) => notify.error(error.message),
  });
}
