import { isDeepStrictEqual } from 'node:util';
import type { AdminClearance } from '@giro/shared/compliance/screening-admin-contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { users } from '../../accounts/accounts-tables.ts';
import { type Actor, auditedChange } from '../../audit/audited-change.ts';
import { orders } from '../../orders/orders-tables.ts';
import { createClearancesRepository } from '../../sanctions/clearances-repository.ts';
import { createSanctionsRepository } from '../../sanctions/sanctions-repository.ts';
import type { SanctionsClearanceRow } from '../../sanctions/sanctions-tables.ts';
import { listedEntry } from '../../sanctions/screened-people.ts';

const accountPrefix = 'account:';
const documentPrefix = 'doc:';

/** The open orders of the person a clearance names: the sender's account, the receiver's document. */
function ordersOf(clearance: SanctionsClearanceRow) {
  if (clearance.identity.startsWith(accountPrefix)) {
    return eq(orders.userId, clearance.identity.slice(accountPrefix.length));
  }
  const document = clearance.identity.slice(documentPrefix.length);
  return sql`regexp_replace(upper(${orders.receiver}->>'document'), '[^A-Z0-9]', '', 'g') = ${document}`;
}

/** The console's list of cleared false positives, and their revocation. */
export function createClearancesAdminService(app: FastifyInstance) {
  async function views(executor: Database, rows: readonly SanctionsClearanceRow[]) {
    const entNums = [...new Set(rows.map((row) => row.entNum).filter((entNum) => entNum > 0))];
    const accounts = rows
      .filter((row) => row.identity.startsWith(accountPrefix))
      .map((row) => row.identity.slice(accountPrefix.length));
    const [entries, emails] = await Promise.all([
      createSanctionsRepository(executor).entriesNumbered(entNums),
      accounts.length === 0
        ? []
        : executor
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, [...new Set(accounts)])),
    ]);
    const listed = new Map(entries.map((entry) => [entry.entNum, listedEntry(entry)]));
    const emailOf = new Map(emails.map((user) => [`${accountPrefix}${user.id}`, user.email]));
    return rows.map((row): AdminClearance => {
      const current = listed.get(row.entNum);
      return {
        id: row.id,
        party: row.party,
        name: row.screenedName,
        document: row.screenedDocument,
        sender_email: row.party === 'sender' ? (emailOf.get(row.identity) ?? null) : null,
        ent_num: row.entNum,
        entry_name: row.entry.name,
        programs: row.entry.programs,
        entry_changed: row.entNum > 0 && !isDeepStrictEqual(current, row.entry),
        order_reference: row.orderReference,
        reason: row.reason,
        cleared_by: row.clearedByEmail,
        cleared_at: row.clearedAt.toISOString(),
        revoked_at: row.revokedAt?.toISOString() ?? null,
        revoked_by: row.revokedByEmail,
        revoke_reason: row.revokeReason,
      };
    });
  }

  return {
    async list(revoked: boolean): Promise<AdminClearance[]> {
      return views(app.db, await createClearancesRepository(app.db).list(revoked, 200));
    },

    /** Revoked: the person's open orders are screened again in the same transaction, and held. */
    async revoke(actor: Actor, id: number, note: string) {
      const target = { actor, entity: 'sanctions_clearance', action: 'revoke' };
      return auditedChange(app.db, target, async (tx) => {
        const clearances = createClearancesRepository(tx);
        const active = await clearances.lockActive(id);
        if (active === undefined) throw new AppError(409, 'clearance_not_active');
        const row = await clearances.revoke(id, {
          revokedAt: app.now(),
          revokedBy: actor.id,
          revokedByEmail: actor.email,
          revokeReason: note,
        });
        const { held } = await app.compliance.rescreen(ordersOf(row), tx);
        const [clearance] = await views(tx, [row]);
        if (clearance === undefined) throw new Error('no view of the clearance');
        const before = {
          name: active.screenedName,
          document: active.screenedDocument,
          entry: active.entNum,
          order: active.orderReference,
          reason: active.reason,
        };
        return {
          entityId: String(id),
          before,
          after: { revoke_reason: note, held_orders: held },
          result: { clearance, held_orders: held },
        };
      });
    },
  };
}
