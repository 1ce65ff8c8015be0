import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import { contactMessages } from '../../contact/contact-tables.ts';
import { notFound } from '../admin-errors.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The inbox shows the newest messages; older ones stay in the table. */
const inboxLimit = 200;

function toAdminMessage(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    freelancer: row.freelancer,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

export function createContactMessagesAdminService(db: Database, now: () => Date) {
  return {
    async list() {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(inboxLimit);
      return rows.map(toAdminMessage);
    },

    /** Marking twice keeps the first time (and records nothing the second). */
    markHandled(actor: Actor, id: string) {
      return auditedChange(db, { actor, entity: 'contact_message' }, async (tx) => {
        const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
        if (before === undefined) throw notFound();
        const [after] = before.handledAt
          ? [before]
          : await tx
              .update(contactMessages)
              .set({ handledAt: now() })
              .where(eq(contactMessages.id, id))
              .returning();
        if (after === undefined) throw notFound();
        return {
          entityId: id,
          before: { handled: before.handledAt !== null },
          after: { handled: after.handledAt !== null },
          result: toAdminMessage(after),
        };
      });
    },
  };
}
