import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditLog } from './audit-tables.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export interface AuditFilter {
  /** The actor's email, any case. */
  actor?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Only entries older than this id (the previous page's last). */
  before?: bigint | undefined;
  limit: number;
}

export function createAuditRepository(db: Database) {
  return {
    async record(entry: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** Newest first. */
    async list(filter: AuditFilter): Promise<AuditRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.actor === undefined
          ? undefined
          : sql`lower(${auditLog.actorEmail}) = lower(${filter.actor})`,
        filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
        filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
