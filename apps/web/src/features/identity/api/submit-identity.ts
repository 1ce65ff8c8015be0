import {
  type IdentitySubmission,
  identityStateSchema,
} from '@giro/shared/compliance/identity-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { identityQueryKey } from './get-identity';

/** POST /api/identity: the details as JSON in `data`, the document's photo in `file`. */
function submitIdentity(data: IdentitySubmission, photo: File) {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  body.append('file', photo);
  return api.post('/api/identity', identityStateSchema, body);
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ data, photo }: { data: IdentitySubmission; photo: File }) =>
      submitIdentity(data, photo),
    onSuccess: (state) => queryClient.setQueryData(identityQueryKey, state),
  });
}
