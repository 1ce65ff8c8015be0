import type { IdentitySubmissionInput } from './identity-contracts.ts';

/** A sender's identity details that pass every check (an adult, a passport valid until 2030). */
export function validIdentitySubmission(
  changes: Partial<IdentitySubmissionInput> = {},
): IdentitySubmissionInput {
  return {
    date_of_birth: '1980-05-17',
    address: {
      line: '1200 Brickell Ave',
      city: 'Miami',
      region: 'FL',
      postal_code: '33131',
      country: 'US',
    },
    document_type: 'passport',
    document_number: 'P1234567',
    document_country: 'US',
    document_expiry: '2030-01-31',
    ...changes,
  };
}
