import { z } from 'zod';

const text = z.string().min(1);

/** A table in a page's text: the cookie types of the cookie policy. */
const tableBlockSchema = z.object({
  caption: text,
  head: z.array(text),
  rows: z.array(z.array(text)),
});
export type TableBlock = z.infer<typeof tableBlockSchema>;

/** A piece of a page's body: a paragraph, a bullet list or a table. */
const blockSchema = z.union([text, z.array(text), tableBlockSchema]);
export type Block = z.infer<typeof blockSchema>;

const sectionSchema = z.object({ title: text, body: z.array(blockSchema) });

/** Privacy, terms, cookie policy, disclaimer: sections keyed by their anchor id. */
const legalDocumentSchema = z.object({
  title: text,
  lead: text,
  sections: z.record(z.string(), sectionSchema),
});

const callToActionSchema = z.object({ title: text, text });

const faqSchema = z.object({
  title: text,
  lead: text,
  groups: z.record(
    z.string(),
    z.object({
      title: text,
      items: z.record(z.string(), z.object({ question: text, answer: z.array(blockSchema) })),
    }),
  ),
  more: callToActionSchema,
});

const aboutSchema = z.object({
  title: text,
  lead: text,
  highlights: z.record(z.string(), z.object({ value: text, label: text })),
  who: sectionSchema,
  how: z.object({ title: text, steps: z.array(text) }),
  delivery: sectionSchema,
  commitment: z.object({ title: text, items: z.array(text) }),
  cta: callToActionSchema,
});

const reasonSchema = z.object({ title: text, text });

const paymentErrorSchema = z.object({
  title: text,
  /** A card gateway's decline; `leadMethod` names another method, `leadGeneric` none. */
  lead: text,
  leadMethod: text,
  leadGeneric: text,
  viewTransfer: text,
  reasons: z.object({
    title: text,
    /** Above the same reasons when the method is not known: the visitor may have used a card. */
    titleIfCard: text,
    cvv: reasonSchema,
    secure: reasonSchema,
    limit: reasonSchema,
  }),
  support: z.object({ title: text, text }),
  retry: text,
  home: text,
});

/** Every page text of the `content` catalogue, by its key, with the shape it must have. */
export const contentSchemas = {
  faq: faqSchema,
  about: aboutSchema,
  paymentError: paymentErrorSchema,
  privacy: legalDocumentSchema,
  terms: legalDocumentSchema,
  cookiePolicy: legalDocumentSchema,
  disclaimer: legalDocumentSchema,
};
export type ContentPages = {
  [Key in keyof typeof contentSchemas]: z.infer<(typeof contentSchemas)[Key]>;
};
