import { type ProofMediaType, proofMaxBytes } from '@giro/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { createTaskGate } from '../../lib/task-gate.ts';
import { hasActiveContent } from './pdf-active-content.ts';
import { detectProofType } from './proof-type.ts';

// A 5 MB PNG can declare billions of pixels: anything over 25 megapixels (a 6000×4000 camera
// photo; a phone's 12 MP, a screenshot's 3 MP) is refused from its header, before decoding.
export const maxProofPixels = 25_000_000;
// Proofs are decoded once each; libvips' cache of recent images would only hold memory.
sharp.cache(false);
// Decoding runs on libuv's thread pool, never on the event loop; one image at a time, each on
// one libvips thread, so uploads leave the other core to requests (quotes, pages).
sharp.concurrency(1);
const oneImageAtATime = createTaskGate(1);

/**
 * Uploads a sender may make per window (payment proofs; identity photos alike): each image is
 * decoded and encoded again, about a second of CPU, so a few accounts cannot hold the machine.
 */
export const imageUploadLimit = [10, '10 minutes'] as const;

export interface CleanProof<Type extends ProofMediaType> {
  mediaType: Type;
  file: Buffer;
}

export const proofTooLarge = () =>
  new AppError(413, 'proof_too_large', { params: { megabytes: proofMaxBytes / 2 ** 20 } });

/** A payment proof that is not a PNG, a JPEG or a PDF (the message names them). */
export const notAProof = () => new AppError(415, 'proof_type');

function reencode(image: Buffer, mediaType: ProofMediaType): Promise<Buffer> {
  // rotate() applies the camera's orientation before the metadata (a phone's GPS position
  // among it) is dropped.
  const decoded = sharp(image, { limitInputPixels: maxProofPixels, failOn: 'error' }).rotate();
  return mediaType === 'image/png'
    ? decoded.png({ compressionLevel: 9 }).toBuffer()
    : decoded.jpeg({ quality: 90 }).toBuffer();
}

/**
 * The file to store for an uploaded proof, or the refusal. An image is decoded and encoded
 * again, so only its pixels are kept: bytes after the image (HTML in a "PNG"), metadata and
 * polyglots are gone. A PDF cannot be rebuilt here: one with script or automatic actions is
 * refused, and every PDF is served as an attachment (`send-stored-file.ts`).
 */
export async function cleanProof<Type extends ProofMediaType>(
  file: Buffer,
  accepted: readonly Type[],
  wrongType: () => AppError,
): Promise<CleanProof<Type>> {
  const detected = detectProofType(file);
  const mediaType = accepted.find((type) => type === detected);
  if (mediaType === undefined) throw wrongType();
  if (mediaType === 'application/pdf') {
    if (hasActiveContent(file)) throw new AppError(422, 'proof_pdf_active');
    return { mediaType, file };
  }
  try {
    return { mediaType, file: await oneImageAtATime(() => reencode(file, mediaType)) };
  } catch {
    throw wrongType();
  }
}
