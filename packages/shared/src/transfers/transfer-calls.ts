import { defineCalls } from '../api-call.ts';
import {
  deliveryProofMediaTypes,
  proofMediaTypes,
  proofUploadField,
  uploadProofResponseSchema,
} from './proof-contracts.ts';
import { receiptSchema } from './receipt-contracts.ts';
import {
  lastSenderResponseSchema,
  listReceiversResponseSchema,
  receiverIdParamsSchema,
} from './receiver-contracts.ts';
import {
  listTransfersQuerySchema,
  listTransfersResponseSchema,
  paymentLinkResponseSchema,
  transferDetailSchema,
  transferReferenceParamsSchema,
} from './transfer-contracts.ts';

const params = transferReferenceParamsSchema;

/** 'Mis envíos' and 'Elegir destinatario': the signed-in sender's own orders and receivers. */
export const transferCalls = defineCalls(
  { access: 'session' },
  {
    'GET /api/orders': { query: listTransfersQuerySchema, response: listTransfersResponseSchema },
    'GET /api/orders/:reference': { params, response: transferDetailSchema },
    'POST /api/orders/:reference/cancel': { params, response: transferDetailSchema, errors: [409] },
    'POST /api/orders/:reference/payment-link': {
      params,
      response: paymentLinkResponseSchema,
      errors: [409, 429, 502, 503],
    },
    // A receipt exists only once the money arrived: 409 receipt_unavailable before.
    'GET /api/orders/:reference/receipt': { params, response: receiptSchema, errors: [409] },
    'GET /api/orders/:reference/receipt.pdf': {
      params,
      file: ['application/pdf'],
      errors: [409, 429],
    },
    'POST /api/orders/:reference/proof': {
      params,
      upload: proofUploadField,
      response: uploadProofResponseSchema,
      errors: [409, 429],
    },
    'GET /api/orders/:reference/proof': { params, file: proofMediaTypes },
    'GET /api/orders/:reference/delivery-proof': { params, file: deliveryProofMediaTypes },
    'GET /api/receivers': { response: listReceiversResponseSchema },
    'GET /api/last-sender': {
      summary: "The sender's details as their latest order gave them, to prefill the next",
      response: lastSenderResponseSchema,
    },
    'DELETE /api/receivers/:id': { params: receiverIdParamsSchema, noContent: 'Deleted' },
  },
);
