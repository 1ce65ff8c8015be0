import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toastApiError } from '../lib/toast-api-error';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** The sender's proof of payment or the operator's delivery photo. */
export type ProofKind = 'proof' | 'delivery-proof';

/** An image to show on the page; a PDF is saved instead (the server serves it as a download). */
export type ShownProof = { image: Blob; fileName: string } | null;

async function showProof(reference: string, kind: ProofKind = 'proof'): Promise<ShownProof> {
  const proof = await api.blob(`/api/orders/${encodeURIComponent(reference)}/${kind}`);
  const fileName = `${kind}-${reference}.${extensions[proof.type] ?? 'bin'}`;
  if (proof.type.startsWith('image/')) return { image: proof, fileName };
  saveBlob(proof, fileName);
  return null;
}

/** One of the order's files, fetched with the session's headers. */
export function useShowProof(reference: string, kind: ProofKind = 'proof') {
  return useMutation({ mutationFn: () => showProof(reference, kind), onError: toastApiError });
}
