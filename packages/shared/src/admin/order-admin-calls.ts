import { defineCalls } from '../api-call.ts';
import {
  deliveryProofMediaTypes,
  proofMediaTypes,
  proofUploadField,
} from '../transfers/proof-contracts.ts';
import { dateRangeQuerySchema } from './dashboard-contracts.ts';
import {
  adminOrderDetailSchema,
  adminOrderSummaryListSchema,
  adminOrdersQuerySchema,
  orderActionBodySchema,
  orderFileLinkBodySchema,
  orderFileLinkSchema,
  orderFileTokenParamsSchema,
  orderReferenceParamsSchema,
} from './order-admin-contracts.ts';
import { orderExpirySettingsSchema } from './order-expiry-contracts.ts';

const params = orderReferenceParamsSchema;

/** A one-minute link to an order's file, made by `POST …/file-link` (no session needed). */
export const orderFileCalls = defineCalls(
  { tags: ['admin: orders'] },
  {
    'GET /api/order-files/:token': {
      summary: "An order's payment proof or delivery photo, as an attachment (400 token_invalid)",
      params: orderFileTokenParamsSchema,
      file: proofMediaTypes,
    },
  },
);

/** The orders queue, an order's proofs and actions, the accounting export and order expiry. */
export const orderAdminCalls = defineCalls(
  { access: 'operator', tags: ['admin: orders'] },
  {
    'GET /api/admin/orders': {
      summary: 'Orders, newest first, by status, method, date range, agent and search',
      query: adminOrdersQuerySchema,
      response: adminOrderSummaryListSchema,
    },
    'GET /api/admin/orders/:reference': {
      summary: 'An order: snapshots, amounts, payment and status history',
      params,
      response: adminOrderDetailSchema,
    },
    'GET /api/admin/orders/:reference/proof': {
      summary: "The sender's payment proof (an image or PDF)",
      params,
      file: proofMediaTypes,
    },
    'POST /api/admin/orders/:reference/file-link': {
      summary: 'A link of one minute to download the payment proof or the delivery photo',
      description:
        'The console opens the file at this address (an attachment under a sandbox policy), never as a page of its own origin.',
      params,
      body: orderFileLinkBodySchema,
      response: orderFileLinkSchema,
    },
    'POST /api/admin/orders/:reference/actions': {
      summary: 'Move an order along a legal transition, with a note (mails the sender)',
      params,
      body: orderActionBodySchema,
      response: adminOrderDetailSchema,
    },
    'POST /api/admin/orders/:reference/attention/resolve': {
      summary: 'Clear the attention flag once the unexpected money is dealt with (audited)',
      params,
      response: adminOrderDetailSchema,
    },
    'GET /api/admin/orders/export.csv': {
      summary: 'Orders created between two UTC days as CSV, oldest first (streamed)',
      query: dateRangeQuerySchema,
      file: ['text/csv'],
    },
    // The operator's optional photo of a delivery (PNG or JPEG), shown to the order's sender.
    'POST /api/admin/orders/:reference/delivery-proof': {
      summary: 'Upload the delivery photo of a processing or delivered order (replaces one)',
      params,
      upload: proofUploadField,
      noContent: 'Stored',
      errors: [409],
    },
    'GET /api/admin/orders/:reference/delivery-proof': {
      summary: 'The delivery photo of an order',
      params,
      file: deliveryProofMediaTypes,
    },
    'GET /api/admin/order-expiry': {
      summary: 'Hours after which unpaid Zelle, PayPal and transfer orders expire',
      response: orderExpirySettingsSchema,
    },
    'PUT /api/admin/order-expiry': {
      summary: 'Change the hours after which unpaid manual orders expire (audited)',
      body: orderExpirySettingsSchema,
      response: orderExpirySettingsSchema,
    },
  },
);
