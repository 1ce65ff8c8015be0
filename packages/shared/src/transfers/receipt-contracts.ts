import { z } from 'zod';

/** One disclosure of a receipt: a label and its value, both ready to show. */
const receiptRowSchema = z.object({ label: z.string(), value: z.string() });
export type ReceiptRow = z.infer<typeof receiptRowSchema>;

/**
 * GET /api/orders/:reference/receipt: the receipt in the request's language, every value already
 * formatted. The receipt page and the PDF both lay out exactly this, so they cannot disagree.
 */
export const receiptSchema = z.object({
  reference: z.string(),
  title: z.string(),
  operator: z.object({
    name: z.string(),
    /** Address, email, phone and website, the ones the operator has. */
    contact: z.array(z.string()),
  }),
  sections: z.array(z.object({ title: z.string(), rows: z.array(receiptRowSchema) })),
  /** How to cancel and how to complain. */
  notices: z.array(z.object({ title: z.string(), text: z.string() })),
  /** "Issued on …", printed at the foot. */
  issued: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
