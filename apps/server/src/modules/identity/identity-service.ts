import type { Language } from '@giro/shared';
import {
  type IdentityState,
  identityImageMediaTypes,
  identitySubmissionSchema,
} from '@giro/shared/compliance/identity-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationError } from '../../lib/validation-error.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { cleanProof } from '../transfers/proof-file.ts';
import { createProofStore } from '../transfers/proof-store.ts';
import { createIdentityRepository } from './identity-repository.ts';
import { checkSubmissionDates, hasExpired, isVerified } from './identity-rules.ts';
import type { IdentityVerificationRow } from './identity-tables.ts';

export interface IdentityDeps {
  db: Database;
  now: () => Date;
}

const notAnIdImage = () => new AppError(415, 'identity_image_type');

/** The `data` field of the form: JSON of the shared submission schema. */
function parseSubmission(data: string, language: Language) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new AppError(400, 'malformed_json');
  }
  const result = identitySubmissionSchema.safeParse(json);
  if (!result.success) throw validationError(result.error.issues, language, '');
  return result.data;
}

function latestView(row: IdentityVerificationRow | undefined, now: Date) {
  if (row === undefined) return null;
  return {
    id: row.id,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    document_type: row.documentType,
    document_expiry: row.documentExpiry,
    expired: hasExpired(row, now),
    reason: row.reason,
  };
}

/** A sender's identity verification: what they submit, and whether it counts now. */
export function createIdentityService(deps: IdentityDeps) {
  return {
    async isVerified(executor: Database, userId: string): Promise<boolean> {
      return isVerified(await createIdentityRepository(executor).latest(userId), deps.now());
    },

    async state(
      userId: string,
      extra: Pick<IdentityState, 'required' | 'threshold'>,
    ): Promise<IdentityState> {
      const latest = await createIdentityRepository(deps.db).latest(userId);
      const now = deps.now();
      return { ...extra, verified: isVerified(latest, now), latest: latestView(latest, now) };
    },

    /**
     * A new submission, pending the operator's review. Refused while one is pending or the
     * sender is verified; the photo is decoded and encoded again (nothing but its pixels kept).
     */
    async submit(
      user: SessionUser,
      form: { data: string; image: Buffer },
      language: Language,
    ): Promise<IdentityVerificationRow> {
      const submission = parseSubmission(form.data, language);
      const now = deps.now();
      checkSubmissionDates(submission, now, language);
      const repository = createIdentityRepository(deps.db);
      const latest = await repository.latest(user.id);
      if (latest?.status === 'pending') throw new AppError(409, 'identity_pending');
      if (isVerified(latest, now)) throw new AppError(409, 'identity_verified');
      const image = await cleanProof(form.image, identityImageMediaTypes, notAnIdImage);
      return deps.db.transaction(async (tx) => {
        const imageFile = await createProofStore(tx).save(image.file, image.mediaType);
        return createIdentityRepository(tx).insert({
          userId: user.id,
          status: 'pending',
          dateOfBirth: submission.date_of_birth,
          address: submission.address,
          documentType: submission.document_type,
          documentNumber: submission.document_number,
          documentCountry: submission.document_country,
          documentExpiry: submission.document_expiry,
          imageFile,
          imageMediaType: image.mediaType,
          submittedAt: now,
        });
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
