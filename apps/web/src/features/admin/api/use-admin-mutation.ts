import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useStepUpRequest } from '../lib/console-security';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { adminKeys } from './admin-query-keys';

export type AdminMutationOptions<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The read the change makes stale; the audit log always is. */
  invalidates: QueryKey;
  onSaved?: (result: Result) => void;
  /** The toast's words when the change is not simply saved (a proposal awaiting approval). */
  savedMessage?: string;
};

/** Thrown when the person closed the step-up dialog: the change is dropped quietly. */
class StepUpClosed extends Error {}

/**
 * A console change: on success it refreshes what it changed and the audit log, and says "Saved";
 * on failure it shows the server's message (field errors come back on the form too). A change
 * the server answers with 403 `step_up_required` (where money goes) asks for the second factor
 * and is sent once more.
 */
export function useAdminMutation<Variables, Result>({
  mutationFn,
  invalidates,
  onSaved,
  savedMessage,
}: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  const requestStepUp = useStepUpRequest();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      try {
        return await mutationFn(variables);
      } catch (error) {
        const stepUp = error instanceof ApiError && error.code === 'step_up_required';
        if (!stepUp || requestStepUp === null) throw error;
        if (!(await requestStepUp())) throw new StepUpClosed();
        return mutationFn(variables);
      }
    },
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invalidates }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]);
      notify.success(savedMessage ?? t('saved'));
      onSaved?.(result);
    },
    onError: (error: Error) => {
      if (!(error instanceof StepUpClosed)) notify.error(error.message);
    },
  });
}
