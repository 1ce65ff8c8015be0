import { defineCalls } from './api-call.ts';
import { cardPrefixListsSchema } from './contact-info/card-prefix.ts';
import { csrfTokenResponseSchema } from './csrf-contracts.ts';
import {
  healthResponseSchema,
  readyResponseSchema,
  unavailableResponseSchema,
} from './health-contracts.ts';
import { siteDataSchema } from './site-data.ts';

/** The site's own calls: its settings, the CSRF token, and what monitors read. */
export const siteCalls = defineCalls(
  { tags: ['site'] },
  {
    'GET /api/csrf': {
      summary: 'A CSRF token (also set as the XSRF-TOKEN cookie)',
      response: csrfTokenResponseSchema,
    },
    'GET /api/site': {
      summary: 'Operator details and site settings',
      response: siteDataSchema,
    },
    'GET /api/card-prefixes': {
      summary: 'Allowed card prefixes per card currency',
      response: cardPrefixListsSchema,
    },
    'GET /healthz': {
      summary:
        'Liveness: 200 while the process answers (it asks no database; readiness is /readyz)',
      response: healthResponseSchema,
    },
    'GET /readyz': {
      summary:
        'Readiness: 200 while this instance takes traffic (database and its LISTEN connections, job queue and Redis when configured up, not draining)',
      response: readyResponseSchema,
      answers: { 503: unavailableResponseSchema },
    },
    'GET /metrics': {
      summary: 'Prometheus metrics (METRICS_TOKEN as bearer token, or from loopback)',
      file: ['text/plain; version=0.0.4'],
      errors: [403],
    },
  },
);
