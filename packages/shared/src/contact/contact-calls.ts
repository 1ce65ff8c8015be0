import { defineCalls } from '../api-call.ts';
import { contactBodySchema, contactResponseSchema } from './contact-contracts.ts';

/** POST /contact (spec §7). GET /contact is the form's page, served by the web app. */
export const contactCalls = defineCalls(
  {},
  { 'POST /contact': { body: contactBodySchema, response: contactResponseSchema, errors: [429] } },
);
