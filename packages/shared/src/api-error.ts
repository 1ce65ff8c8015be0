import { z } from 'zod';

/**
 * Every `code` an error answer can carry. Each has a message in the es and en `errors`
 * catalogues (locales/<language>/errors.json), checked against this list by the type checker
 * (i18n.ts) and by a test, so a code cannot reach a user untranslated.
 */
export const apiErrorCodeSchema = z.enum([
  'bad_request',
  'validation',
  'malformed_json',
  'malformed_multipart',
  'multipart_required',
  'unsupported_media_type',
  'not_found',
  'unauthorized',
  'forbidden',
  'csrf',
  'rate_limited',
  'payload_too_large',
  'internal',
  'unavailable',
  'route_unavailable',
  'agent_unknown',
  'agent_inactive',
  'destination_not_allowed',
  'delivery_unavailable',
  'price_unavailable',
  'above_maximum',
  'invalid_credentials',
  'account_not_activated',
  'account_deactivated',
  'token_invalid',
  'email_mismatch',
  'gateway_unavailable',
  'gateway_error',
  'payment_rejected',
  'quote_changed',
  'method_unavailable',
  'expired',
  'illegal_transition',
  'txid_used',
  'gateway_transaction_used',
  'wallet_unavailable',
  'receiving_account_unavailable',
  'method_not_for_cart',
  'method_mismatch',
  'proof_not_accepted',
  'email_taken',
  'staff_self_change',
  'agent_hash_taken',
  'unknown_currency',
  'wallet_taken',
  'delivery_proof_type',
  'delivery_proof_not_accepted',
  'rate_alert_limit',
  'rate_alert_corridor',
  'rate_alert_reached',
  'rate_alert_far',
  'rate_alert_duplicate',
  'not_payable',
  'job_not_failed',
  'proof_type',
  'proof_too_large',
  'proof_pdf_active',
  'upload_field',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** Body of every 4xx/5xx answer: `message` is already in the request's language. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: apiErrorCodeSchema,
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
