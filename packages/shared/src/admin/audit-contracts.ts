import { z } from 'zod';

/** One console change or order action: who, when, and the entity before and after (JSON). */
const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  /** create, update, delete, or a named action such as an order status change. */
  action: z.string(),
  /** What changed, e.g. currency_route; `entity_id` names which one ("USD/CUP"). */
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first; pass `next` back as `before` for the next page. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(255).optional(),
  entity: z.string().trim().max(64).optional(),
  entity_id: z.string().trim().max(255).optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'validation.invalid' })
    .optional(),
  limit: z
    .string()
    .regex(/^(?:[1-9]\d?|100)$/, { error: 'validation.invalid' })
    .transform(Number)
    .optional()
    .transform((limit) => limit ?? 50),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
