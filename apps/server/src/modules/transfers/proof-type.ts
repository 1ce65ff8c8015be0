import type { ProofMediaType } from '@giro/shared';

const signatures: readonly [ProofMediaType, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The proof's real type from its first bytes; the declared type and name are not trusted. */
export function detectProofType(file: Buffer): ProofMediaType | undefined {
  const match = signatures.find(([, magic]) => magic.every((byte, index) => file[index] === byte));
  return match?.[0];
}

export const proofExtensions: Record<ProofMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};
