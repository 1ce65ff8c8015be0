import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';
import { useAdminMutation } from './use-admin-mutation';

type DeliveryProofVariables = { reference: string; file: File };

/** The delivery photo (PNG or JPEG), replacing an earlier one; the server answers 204. */
function uploadDeliveryProof({ reference, file }: DeliveryProofVariables) {
  const body = new FormData();
  body.append('file', file);
  return api.post(
    `/api/admin/orders/${encodeURIComponent(reference)}/delivery-proof`,
    z.undefined(),
    body,
  );
}

/** The order's detail (its `delivery_proof`) and the audit log are stale after it. */
export function useUploadDeliveryProof() {
  return useAdminMutation({ mutationFn: uploadDeliveryProof, invalidates: adminKeys.orders });
}
