import { defineCalls } from '../api-call.ts';
import {
  createRateAlertBodySchema,
  listRateAlertsResponseSchema,
  rateAlertIdParamsSchema,
  rateAlertSchema,
  unsubscribeRateAlertBodySchema,
  unsubscribeRateAlertResponseSchema,
} from './rate-alert-contracts.ts';

/** The sender's rate alerts (session needed) and the mail's unsubscribe link (none needed). */
export const rateAlertCalls = defineCalls(
  { tags: ['rate alerts'] },
  {
    'GET /api/rate-alerts': {
      summary: "The sender's rate alerts, the corridors they can watch and the limit",
      access: 'session',
      response: listRateAlertsResponseSchema,
    },
    'POST /api/rate-alerts': {
      summary: 'Create a rate alert',
      description:
        '422 `validation` for a malformed body; `rate_alert_corridor` (no such open corridor), `rate_alert_reached` (today’s rate already meets the target), `rate_alert_far` (target under half or over twice today’s rate), `rate_alert_limit` (10 alerts already), `rate_alert_duplicate`.',
      access: 'session',
      body: createRateAlertBodySchema,
      response: rateAlertSchema,
      status: 201,
      errors: [429],
    },
    'DELETE /api/rate-alerts/:id': {
      summary: 'Delete one of the sender’s rate alerts (404 for anyone else’s)',
      access: 'session',
      params: rateAlertIdParamsSchema,
      noContent: 'No content',
    },
    'POST /api/rate-alerts/unsubscribe': {
      summary: 'Delete the alert a mail’s signed link names; no session needed',
      description: '400 `token_invalid` for a token whose signature does not match.',
      body: unsubscribeRateAlertBodySchema,
      response: unsubscribeRateAlertResponseSchema,
      errors: [429],
    },
  },
);
