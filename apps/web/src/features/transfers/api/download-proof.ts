import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '../lib/save-blob';
import { toastApiError } from '../lib/toast-api-error';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** The sender's proof of payment or the operator's delivery photo. */
export type ProofKind = 'proof' | 'delivery-proof';

export async function downloadProof(reference: string, kind: ProofKind = 'proof'): Promise<void> {
  const proof = await api.blob(`/api/orders/${encodeURIComponent(reference)}/${kind}`);
  saveBlob(proof, `${kind}-${reference}.${extensions[proof.type] ?? 'bin'}`);
}

/** One of the order's files, fetched with the session's headers. */
export function useDownloadProof(reference: string, kind: ProofKind = 'proof') {
  return useMutation({ mutationFn: () => downloadProof(reference, kind), onError: toastApiError });
}
