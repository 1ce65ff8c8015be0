import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '../lib/save-blob';
import { toastApiError } from '../lib/toast-api-error';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

export async function downloadProof(reference: string): Promise<void> {
  const proof = await api.blob(`/api/orders/${encodeURIComponent(reference)}/proof`);
  saveBlob(proof, `proof-${reference}.${extensions[proof.type] ?? 'bin'}`);
}

/** The sender's uploaded proof of payment, fetched with the session's headers. */
export function useDownloadProof(reference: string) {
  return useMutation({ mutationFn: () => downloadProof(reference), onError: toastApiError });
}
