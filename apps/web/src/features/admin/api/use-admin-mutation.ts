import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import { useAdminTranslation } from '../lib/use-admin-translation';
import { adminKeys } from './admin-query-keys';

export type AdminMutationOptions<Variables, Result> = {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** The read the change makes stale; the audit log always is. */
  invalidates: QueryKey;
  onSaved?: (result: Result) => void;
};

/**
 * A console change: on success it refreshes what it changed and the audit log, and says "Saved";
 * on failure it shows the server's message (field errors come back on the form too).
 */
export function useAdminMutation<Variables, Result>({
  mutationFn,
  invalidates,
  onSaved,
}: AdminMutationOptions<Variables, Result>) {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invalidates }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]);
      notify.success(t('saved'));
      onSaved?.(result);
    },
    onError: (error: Error) => notify.error(error.message),
  });
}
