import { defineCalls } from '../api-call.ts';
import {
  calcMoneySentBodySchema,
  calcMoneySentResponseSchema,
  checkUserUrlBodySchema,
  checkUserUrlResponseSchema,
  getCurrenciesQuerySchema,
  getCurrenciesResponseSchema,
} from './contracts.ts';

/** The calculator's three calls (spec §7): currency list, agent check, quote. */
export const pricingCalls = defineCalls(
  { tags: ['calculator'], errors: [429] },
  {
    'GET /get_currencies': {
      summary: "Currencies and delivery options offered to an agent's customers",
      query: getCurrenciesQuerySchema,
      response: getCurrenciesResponseSchema,
    },
    'POST /api/check_user_url': {
      summary: 'Check an agent link and list its destinations',
      body: checkUserUrlBodySchema,
      response: checkUserUrlResponseSchema,
    },
    'POST /api/calc_money_sent': {
      summary: 'Quote a remittance',
      body: calcMoneySentBodySchema,
      response: calcMoneySentResponseSchema,
    },
  },
);
