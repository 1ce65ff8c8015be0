import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { StepUpCancelled } from '../lib/step-up';
import { securityKeys } from './security-keys';

export type SecurityMutationOptions<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The toast once done; none when the screen says it itself. */
  done?: string | ((result: Result) => string);
  onDone?: (result: Result) => void;
  /** False when the caller reports failures itself (a passkey button). */
  reportErrors?: boolean;
};

/**
 * A change of the account's factors or sessions: afterwards every security read is fetched
 * again (other sessions may have ended with it); a failure shows the server's message, and a
 * step-up the person closed shows nothing.
 */
export function useSecurityMutation<Variables, Result>({
  mutationFn,
  done,
  onDone,
  reportErrors = true,
}: SecurityMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
      if (done) notify.success(typeof done === 'string' ? done : done(result));
      onDone?.(result);
    },
    onError: (error: Error) => {
      if (reportErrors && !(error instanceof StepUpCancelled)) notify.error(error.message);
    },
  });
}
